import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkInProgressRecord } from '@contracts/work-in-progress';
import hrCommon from '../../../../locales/hr/common.json';
import hrEntry from '../../../../locales/hr/onboarding-entry.json';
import hr from '../../../../locales/hr/onboarding.json';
import { renderApp } from '../../../test/render-app';
import { answerCall, failCall } from '../../../test/callables';
import { answerProgressSaves, car } from '../../../test/quote-kit';
import { loadOnboardingState } from '../state/onboarding-storage';

const vehicleOnly: WorkInProgressRecord = {
  wipId: 'wip-9',
  fields: {
    licensePlate: 'ZG1234AB',
    vin: null,
    dateOfBirth: null,
    PIN: null,
    email: null,
    phone: null,
    prefix: null,
    policyAccepted: true,
  },
  identityRequired: true,
  lastStep: 'calculate-price',
  onboardingProgress: 'calculate-price',
  lastSeenAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const proved: WorkInProgressRecord = {
  ...vehicleOnly,
  identityRequired: false,
  wipToken: 'tajna',
  fields: {
    ...vehicleOnly.fields,
    dateOfBirth: '07/03/1985',
    PIN: '12345678903',
    email: 'ana.horvat@primjer.hr',
    phone: '912345678',
    prefix: '+385',
  },
};

async function openLink() {
  answerProgressSaves();
  answerCall('getGroupamaVehicleInfo', { vehicleInfos: [car] });
  const reads = answerCall('getWorkInProgress', vehicleOnly);
  const user = userEvent.setup();
  const view = renderApp('/onboarding?wipId=wip-9');
  await screen.findByRole('heading', { level: 2, name: hr.resume.heading }, { timeout: 5000 });
  return { ...view, user, reads };
}

const quoteForm = () =>
  screen.findByRole('heading', { level: 1, name: hrCommon.routes['onboarding-calculate-price'].heading });

describe('a resume link', () => {
  it('asks for the date of birth before it gives back any personal detail, then fills the form', async () => {
    const { user, reads } = await openLink();
    expect(reads[0]).toMatchObject({ wipId: 'wip-9' });
    expect(reads[0]).not.toHaveProperty('dateOfBirth');
    expect(screen.getByText(hr.resume.text.replace('{{plate}}', 'ZG1234AB'))).toBeInTheDocument();

    const proofs = answerCall('getWorkInProgress', proved);
    await user.type(screen.getByLabelText(hr.resume.dateOfBirth), '7.3.1985.');
    await user.click(screen.getByRole('button', { name: hr.resume.confirm }));

    await quoteForm();
    expect(proofs[0]).toMatchObject({ wipId: 'wip-9', dateOfBirth: '07/03/1985' });
    expect(screen.getByLabelText(hrEntry.quote.pin)).toHaveValue('12345678903');
    expect(loadOnboardingState()).toMatchObject({ wipId: 'wip-9', wipToken: 'tajna' });
  });

  it('says so when the date is wrong, and after too many lets the driver go on without the details', async () => {
    const { user } = await openLink();
    failCall('getWorkInProgress', 'PERMISSION_DENIED', 'onboarding:resume.identity');
    await user.type(screen.getByLabelText(hr.resume.dateOfBirth), '08/03/1985');
    await user.click(screen.getByRole('button', { name: hr.resume.confirm }));
    expect(await screen.findByText(hr.resume.identity)).toBeInTheDocument();

    failCall('getWorkInProgress', 'PERMISSION_DENIED', 'onboarding:resume.locked');
    await user.click(screen.getByRole('button', { name: hr.resume.confirm }));
    expect(await screen.findByText(hr.resume.locked)).toBeInTheDocument();
    expect(screen.queryByLabelText(hr.resume.dateOfBirth)).toBeNull();

    await user.click(screen.getByRole('button', { name: hr.resume.skip }));
    await quoteForm();
    expect(screen.getByLabelText(hrEntry.quote.pin)).toHaveValue('');
    // Not proved: this tab starts a record of its own rather than writing the link's.
    await waitFor(() => expect(loadOnboardingState()).toMatchObject({ licensePlate: 'ZG1234AB', wipId: null }));
  });

  it('explains an expired link', async () => {
    answerCall('getGroupamaVehicleInfo', { vehicleInfos: [car] });
    failCall('getWorkInProgress', 'FAILED_PRECONDITION', 'onboarding:resume.expired');
    renderApp('/onboarding?wipId=wip-9');
    expect(await screen.findByText(hr.resume.expired, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
