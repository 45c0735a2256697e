import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hr from '../../../../locales/hr/onboarding.json';
import { paths } from '../../../app/route-table';
import { onboardingStoragePrefix } from '../state/onboarding-storage';
import { openInsurancePlans } from '../../../test/quote-kit';

const storedPlate = () => localStorage.getItem(`${onboardingStoragePrefix}licensePlate`);

describe('starting a new quote', () => {
  it('asks first, says what will be deleted, and keeps everything when the driver changes their mind', async () => {
    const { user, router } = await openInsurancePlans();
    const trigger = screen.getByRole('button', { name: hr.flow.startOver });
    await user.click(trigger);

    const dialog = await screen.findByRole('alertdialog', { name: hr.startOver.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const lost = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lost).toEqual([
      hr.startOver.lost.vehicle.replace('{{plate}}', 'ZG1234AB'),
      hr.startOver.lost.price,
      hr.startOver.lost.details,
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths['onboarding-insurance-plans']);
    expect(storedPlate()).toBe('"ZG1234AB"');

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: hr.startOver.cancel }));
    expect(router.state.location.pathname).toBe(paths['onboarding-insurance-plans']);
    expect(storedPlate()).toBe('"ZG1234AB"');
  });

  it('clears the quote only once the driver confirms, and starts again at the plate', async () => {
    const { user, router } = await openInsurancePlans();
    await user.click(screen.getByRole('button', { name: hr.flow.startOver }));
    // The dialog's code loads on the first click.
    await user.click(await screen.findByRole('button', { name: hr.startOver.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.onboarding));
    await waitFor(() => expect(storedPlate()).toBeNull());
    expect(screen.queryByRole('button', { name: hr.flow.startOver })).toBeNull();
  });
});
