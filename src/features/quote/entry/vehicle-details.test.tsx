import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import hr from '../../../../locales/hr/common.json';
import hrEntry from '../../../../locales/hr/onboarding-entry.json';
import hrFlow from '../../../../locales/hr/onboarding.json';
import { renderApp } from '../../../test/render-app';
import { car, seedOnboarding, van } from '../../../test/quote-kit';

const pageLoad = { timeout: 5000 };
const heading = (routeId: keyof typeof hr.routes) =>
  screen.findByRole('heading', { level: 1, name: hr.routes[routeId].heading }, pageLoad);

const bare = { ...car, model: null, variant: null, yearOfManufacture: null, enginePowerInKw: null };

describe('the vehicle details page', () => {
  it('sends a driver without a vehicle to the plate entry', async () => {
    const { router } = renderApp('/onboarding/vehicle-details');
    expect(await heading('onboarding')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('lists the vehicle found and goes on to the price', async () => {
    seedOnboarding({ vehicle: car, licensePlate: 'ZG1234AB', vin: car.vin ?? '' });
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/vehicle-details');
    await heading('onboarding-vehicle-details');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      hrEntry.vehicle.manufacturer,
      hrEntry.vehicle.model,
      hrEntry.vehicle.variant,
      hrEntry.vehicle.yearOfManufacture,
      hrEntry.vehicle.enginePower,
      hrEntry.vehicle.registrationExpiryDate,
      hrEntry.vehicle.licensePlate,
      hrEntry.vehicle.vin,
    ]);
    expect(screen.getByText('1.5 TSI Life')).toBeInTheDocument();
    expect(screen.getByText('2021')).toBeInTheDocument();
    expect(screen.queryByText(hrEntry.details.missing)).not.toBeInTheDocument();
    // Everything was found: nothing to complete, so nothing offers to change what the register says.
    expect(screen.queryByRole('link', { name: hrEntry.details.add })).toBeNull();

    await user.click(screen.getByRole('link', { name: hrEntry.details.continue }));
    expect(await heading('onboarding-calculate-price')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/calculate-price');
  });

  it('shows a dash for what the register does not know and offers to complete it', async () => {
    seedOnboarding({ vehicle: bare, licensePlate: 'ZG1234AB' });
    renderApp('/onboarding/vehicle-details');
    await heading('onboarding-vehicle-details');
    expect(screen.getAllByText('—')).toHaveLength(4);
    expect(screen.getByText(hrEntry.details.missing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hrEntry.details.add })).toHaveAttribute(
      'href',
      '/onboarding/vehicle-details/add',
    );
  });

  it('tells the driver of a van that the next step is a request for an offer', async () => {
    seedOnboarding({ vehicle: van, licensePlate: 'ZG1112TV', status: 'noPersonalVehicle' });
    renderApp('/onboarding/vehicle-details');
    await heading('onboarding-vehicle-details');
    expect(screen.getByText(hr.noPersonalVehicle)).toBeInTheDocument();
    expect(screen.getByText(hrEntry.details.offerRequestNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hrEntry.details.continueToOffer })).toBeInTheDocument();
  });

  it('says the same for a trial plate', async () => {
    seedOnboarding({
      vehicle: { ...car, licensePlateType: 'PROBA' },
      licensePlate: 'ZG0123P',
      status: 'licensePlatePROBA',
    });
    renderApp('/onboarding/vehicle-details');
    await heading('onboarding-vehicle-details');
    expect(screen.getByText(hr.licensePlatePROBA)).toBeInTheDocument();
  });

  it('goes back to the entry the driver used when it is not their vehicle', async () => {
    seedOnboarding({ vehicle: car, vin: car.vin ?? '', entryMode: 'vin' });
    const user = userEvent.setup();
    renderApp('/onboarding/vehicle-details');
    await heading('onboarding-vehicle-details');
    await user.click(screen.getByRole('link', { name: hrEntry.details.notMine }));
    expect(await heading('onboarding-vin')).toBeInTheDocument();
  });
});

describe('completing the vehicle details', () => {
  it('sends a driver without a vehicle to the plate entry', async () => {
    renderApp('/onboarding/vehicle-details/add');
    expect(await heading('onboarding')).toBeInTheDocument();
  });

  it('for a vehicle with every detail found, says so and offers no form to change them', async () => {
    seedOnboarding({ vehicle: car, licensePlate: 'ZG1234AB' });
    renderApp('/onboarding/vehicle-details/add');
    await heading('onboarding-vehicle-details-add');
    expect(screen.getByText(hrFlow['onboarding-vehicle-details-add'].complete)).toBeInTheDocument();
    expect(screen.queryByText(hrFlow['onboarding-vehicle-details-add'].lead)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: hrEntry.details.continue })).toHaveAttribute(
      'href',
      '/onboarding/calculate-price',
    );
  });

  it('asks only for what the register lacks, checks the ranges, and goes on to the price with the details', async () => {
    seedOnboarding({ vehicle: bare, licensePlate: 'ZG1234AB' });
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/vehicle-details/add');
    await heading('onboarding-vehicle-details-add');
    // The register knows the make: it is shown as a fact, not offered as a field.
    expect(screen.queryByLabelText(hrEntry.add.manufacturer)).toBeNull();
    expect(screen.getByText('Volkswagen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: hrEntry.add.submit }));
    const model = screen.getByLabelText(hrEntry.add.model);
    await waitFor(() => expect(model).toHaveFocus());
    expect(model).toHaveAccessibleDescription(hr.validation.required);
    // The e-policy prints it: no emoji, which its font has no glyph for.
    await user.type(model, 'Golf 🚗');
    await user.click(screen.getByRole('button', { name: hrEntry.add.submit }));
    await waitFor(() => expect(model).toHaveAccessibleDescription(hr.validation['invalid-make-or-model']));

    await user.clear(model);
    await user.type(model, 'Golf');
    await user.type(screen.getByLabelText(hrEntry.add.yearOfManufacture), '1949');
    await user.type(screen.getByLabelText(hrEntry.add.enginePower), '96');
    await user.click(screen.getByRole('button', { name: hrEntry.add.submit }));
    const year = screen.getByLabelText(hrEntry.add.yearOfManufacture);
    await waitFor(() => expect(year).toHaveFocus());
    expect(year).toHaveAttribute('aria-invalid', 'true');

    await user.clear(year);
    await user.type(year, '2019');
    await user.click(screen.getByRole('button', { name: hrEntry.add.submit }));
    expect(await heading('onboarding-calculate-price')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/calculate-price');
    expect(screen.getByText(/Volkswagen Golf · 2019 · 96 kW/)).toBeInTheDocument();
    // Only what the driver added is kept; the register's make stays the register's.
    expect(JSON.parse(localStorage.getItem('ao.onboarding.vehicleDetails')!)).toEqual({
      manufacturer: '',
      model: 'Golf',
      yearOfManufacture: 2019,
      enginePowerInKw: 96,
    });
  });
});
