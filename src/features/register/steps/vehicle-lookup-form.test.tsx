import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '@contracts/call-names';
import common from '../../../../locales/hr/common.json';
import hr from '../../../../locales/hr/register.json';
import { paths } from '../../../app/route-table';
import { answerCall, failCall } from '../../../test/callables';
import { server } from '../../../test/msw-server';
import { car, lookupAnswer, van } from '../../../test/quote-kit';
import { renderApp } from '../../../test/render-app';

const telematicsUrl = `http://localhost:3000${apiPaths.checkTelematicsOnlyVehicle}`;

function telematicsAnswer(body: object | 'network-error') {
  const calls: unknown[] = [];
  server.use(
    http.post(telematicsUrl, async ({ request }) => {
      calls.push(await request.json());
      return body === 'network-error' ? HttpResponse.error() : HttpResponse.json(body);
    }),
  );
  return calls;
}

async function lookUp(email: string, plate: string, query = '') {
  const user = userEvent.setup();
  const view = renderApp(`${paths['register-license-plate']}${query}`);
  await user.type(await screen.findByLabelText(hr.fields.email.label), email);
  await user.type(screen.getByLabelText(hr.fields.entry.plate), plate);
  await user.click(screen.getByRole('button', { name: hr.lookup.submit }));
  return view;
}

const fieldOf = (label: string) => screen.getByLabelText(label).closest('div') as HTMLElement;

describe('registration, the vehicle by its plate', () => {
  it('names a missing e-mail and a plate that is not one, and asks nobody', async () => {
    const lookups = answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
    const checks = telematicsAnswer({ success: true, errorCode: null, message: null });
    await lookUp('ivana@primjer', 'ZG');
    expect(await screen.findByText(common.validation['invalid-email'])).toBeVisible();
    expect(screen.getByText(common.validation['invalid-license-plate'])).toBeVisible();
    expect(lookups).toHaveLength(0);
    expect(checks).toHaveLength(0);
  });

  it('names a plate of no Croatian registration area, and asks nobody', async () => {
    const lookups = answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
    const checks = telematicsAnswer({ success: true, errorCode: null, message: null });
    await lookUp('ivana@primjer.hr', 'XY 1234-AB');
    expect(await screen.findByText(common.validation['unknown-plate-area'])).toBeVisible();
    expect(lookups).toHaveLength(0);
    expect(checks).toHaveLength(0);
  });

  it('checks the plate as typed by a Croatian driver, then goes on to the basic information', async () => {
    const lookups = answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
    const checks = telematicsAnswer({ success: true, errorCode: null, message: null });
    const { router } = await lookUp('ivana@primjer.hr', 'zg 1234-ab');
    await screen.findByRole('navigation', { name: hr.progress.label });
    expect(router.state.location.pathname).toBe(paths['register-basic-information']);
    expect(checks).toEqual([{ contactEmail: 'ivana@primjer.hr', licensePlate: 'ZG1234AB' }]);
    expect(lookups).toEqual([expect.objectContaining({ licensePlate: 'ZG1234AB', vin: null })]);
  });

  it('explains a high-risk vehicle with its plate and a link to the contact form, as the quote does', async () => {
    failCall(callNames.getGroupamaVehicleInfo, 'FAILED_PRECONDITION', 'high-risk-vehicle', {
      licensePlate: 'ZG6666HR',
    });
    telematicsAnswer({ success: true, errorCode: null, message: null });
    const { router } = await lookUp('ivana@primjer.hr', 'zg 6666 hr');
    const message = await screen.findByText((_, element) =>
      Boolean(element?.matches('p') && element.textContent?.startsWith('Za vozilo ZG6666HR')),
    );
    expect(within(message).getByRole('link', { name: 'kontakt obrasca' })).toHaveAttribute('href', '/contact-us');
    expect(router.state.location.pathname).toBe(paths['register-license-plate']);
  });

  it('names a high-risk vehicle found by its VIN by that VIN', async () => {
    failCall(callNames.getGroupamaVehicleInfo, 'FAILED_PRECONDITION', 'high-risk-vehicle', {});
    const user = userEvent.setup();
    renderApp(paths['register-vin']);
    await user.type(await screen.findByLabelText(hr.fields.email.label), 'ivana@primjer.hr');
    await user.type(screen.getByLabelText(hr.fields.entry.vin), 'WVWZZZ1JZXW000001');
    await user.click(screen.getByRole('button', { name: hr.lookup.submit }));
    expect(
      await screen.findByText((_, element) =>
        Boolean(element?.matches('p') && element.textContent?.startsWith('Za vozilo WVWZZZ1JZXW000001')),
      ),
    ).toBeVisible();
  });

  it('sends the link’s query parameters with the lookup as utm tags (spec §7)', async () => {
    const lookups = answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
    telematicsAnswer({ success: true, errorCode: null, message: null });
    await lookUp('ivana@primjer.hr', 'ZG1234AB', '?utm_source=newsletter&rid=ref-7&rl=link-9');
    await screen.findByRole('navigation', { name: hr.progress.label });
    expect(lookups).toEqual([
      expect.objectContaining({
        utmTags: { utm_source: 'newsletter', rid: 'ref-7', rl: 'link-9' },
        referrerId: 'ref-7',
        referralIndividualId: 'link-9',
      }),
    ]);
  });

  it('puts a telematics-only refusal on the e-mail field and stays', async () => {
    telematicsAnswer({ success: false, errorCode: 'vehicleWithTelematicsOnlyAlreadyExists', message: null });
    const { router } = await lookUp('netko@primjer.hr', 'ZG5555TT');
    expect(
      await within(fieldOf(hr.fields.email.label)).findByText(common.vehicleWithTelematicsOnlyAlreadyExists),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths['register-license-plate']);
  });

  it('puts "something went wrong" on both fields when the check cannot be made', async () => {
    telematicsAnswer('network-error');
    await lookUp('ivana@primjer.hr', 'ZG1234AB');
    const message = common.Auth.Error.somethingWentWrong;
    expect(await within(fieldOf(hr.fields.email.label)).findByText(message)).toBeVisible();
    expect(within(fieldOf(hr.fields.entry.plate)).getByText(message)).toBeVisible();
  });

  it('refuses a van with the notice that closes by itself, and stays', async () => {
    answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(van));
    telematicsAnswer({ success: true, errorCode: null, message: null });
    const { router } = await lookUp('ivana@primjer.hr', 'ZG1112TV');
    expect(await screen.findByText(common.noPersonalVehicle)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths['register-license-plate']);
  });
});
