import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import circumstances from '../../../functions/src/contracts/locales/hr/claims-circumstances.json';
import en from '../../../locales/en/claims.json';
import hr from '../../../locales/hr/claims.json';
import { i18next } from '../../app/i18n';
import drawing from '../../../locales/hr/claims-drawing.json';
import photosHr from '../../../locales/hr/claims-photos.json';
import followHr from '../../../locales/hr/claims-follow.json';
import commonHr from '../../../locales/hr/common.json';
import frameHr from '../../../locales/hr/frame.json';
import detailsHr from '../../../locales/hr/onboarding-details.json';
import { errorKeys } from '@contracts/error-keys';
import { accidentErrorKeys } from '@contracts/accident-error-keys';
import { traderIdentity } from '@contracts/trader-identity';
import { answerCall, failCall } from '../../test/callables';
import { renderApp } from '../../test/render-app';
import { accessStorageKey } from './access/statement-access';
import { layOut } from './drawing/test-kit';
import {
  completeSideView,
  emptySideView,
  seedAccess,
  serveStatement,
  statementId,
  statementView,
  tokenA,
  tokenB,
} from './claims-test-kit';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function answerSafety(injured: 'yes' | 'no', vehicles: 'two' | 'more') {
  const user = userEvent.setup();
  renderApp('/claims/report');
  await heading(hr.routes['claims-report'].heading);
  await user.click(screen.getByRole('radio', { name: injured === 'yes' ? hr.safety.injuredYes : hr.safety.injuredNo }));
  await user.click(
    screen.getByRole('radio', { name: vehicles === 'two' ? hr.safety.vehiclesTwo : hr.safety.vehiclesMore }),
  );
  await user.click(screen.getByRole('button', { name: hr.continue }));
  return user;
}

describe('the accident statement', () => {
  it('stops at an injury: the emergency numbers and what to do, no form', async () => {
    await answerSafety('yes', 'two');
    expect(await heading(hr.stop.injured.heading)).toBeVisible();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: hr.stop.call112 })).toHaveAttribute('href', 'tel:112');
    expect(page.getByRole('link', { name: hr.stop.call192 })).toHaveAttribute('href', 'tel:192');
    expect(screen.getByText(hr.stop.injured.steps[0] ?? '')).toBeVisible();
    expect(screen.getByRole('heading', { name: hr.stop.injured.claimHeading })).toBeVisible();
    expect(screen.queryByRole('button', { name: hr.how.start })).not.toBeInTheDocument();
  });

  it('stops as clearly when more than two vehicles are involved', async () => {
    await answerSafety('no', 'more');
    expect(await heading(hr.stop['more-vehicles'].heading)).toBeVisible();
    expect(screen.getByRole('link', { name: hr.stop.call192 })).toHaveAttribute('href', 'tel:192');
  });

  it('starts on two phones by default and shows driver B the code and its QR link', async () => {
    const user = await answerSafety('no', 'two');
    await heading(hr.routes['claims-report-how'].heading);
    expect(screen.getByRole('radio', { name: new RegExp(hr.how.twoPhones) })).toBeChecked();
    const starts = answerCall('startAccidentStatement', {
      statementId,
      partyTokens: { A: tokenA },
      join: { code: 'ABC234', expiresAt: new Date(Date.now() + 7_200_000).toISOString() },
    });
    serveStatement(() => statementView());
    await user.click(screen.getByRole('button', { name: hr.how.start }));
    await heading(hr.routes['claims-report-share'].heading);
    expect(starts).toEqual([expect.objectContaining({ mode: 'two-phones', otherParty: null, language: 'hr' })]);
    expect(screen.getByText('ABC 234')).toBeVisible();
    expect(screen.getByRole('img', { name: hr.share.qrLabel })).toHaveAttribute(
      'data-qr-text',
      `${window.location.origin}/claims/join/ABC234`,
    );
    expect(JSON.parse(localStorage.getItem(accessStorageKey) ?? '{}')).toMatchObject({
      statementId,
      partyTokens: { A: tokenA },
    });
  });

  it('in English, shares a link to the English join page', async () => {
    await i18next.changeLanguage('en');
    try {
      seedAccess({
        partyTokens: { A: tokenA },
        join: { code: 'XYZ789', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
      serveStatement(() => statementView({ language: 'en' }));
      renderApp('/en/claims/report/share', { basename: '/en' });
      await heading(en.routes['claims-report-share'].heading);
      expect(screen.getByRole('img', { name: en.share.qrLabel })).toHaveAttribute(
        'data-qr-text',
        `${window.location.origin}/en/claims/join/XYZ789`,
      );
      expect(screen.getByText('XYZ 789')).toBeVisible();
    } finally {
      await i18next.changeLanguage('hr');
    }
  });

  it('on one phone skips the sharing', async () => {
    const user = await answerSafety('no', 'two');
    await heading(hr.routes['claims-report-how'].heading);
    await user.click(screen.getByRole('radio', { name: new RegExp(hr.how.onePhone) }));
    const starts = answerCall('startAccidentStatement', {
      statementId,
      partyTokens: { A: tokenA, B: tokenB },
      join: null,
    });
    serveStatement(() => statementView({ mode: 'one-phone', you: ['A', 'B'] }));
    await user.click(screen.getByRole('button', { name: hr.how.start }));
    await heading(hr.routes['claims-report-when-where'].heading);
    expect(starts).toEqual([expect.objectContaining({ mode: 'one-phone' })]);
  });

  it('on one phone says whose turn it is and hands the phone from driver A to driver B', async () => {
    seedAccess({ partyTokens: { A: tokenA, B: tokenB } });
    serveStatement(() => statementView({ mode: 'one-phone', you: ['A', 'B'] }));
    const saves = answerCall('saveAccidentSide', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/vehicle');
    await heading(hr.routes['claims-report-vehicle'].heading);
    expect(screen.getByText(hr.turn.now.replace('{{role}}', 'A'))).toBeVisible();
    await user.type(screen.getByLabelText(hr.vehicle.plate, { selector: '#field-vehicle\\.plate' }), 'zg 1234-ab');
    await user.click(screen.getByRole('button', { name: hr.turn.saveAndHandOver.replace('{{role}}', 'B') }));
    expect(await screen.findByText(hr.turn.now.replace('{{role}}', 'B'))).toBeVisible();
    // A Croatian plate as every record of ours writes it, whatever way it was typed.
    expect(saves).toEqual([
      expect.objectContaining({
        role: 'A',
        partyToken: tokenA,
        side: expect.objectContaining({ vehicle: expect.objectContaining({ plate: 'ZG1234AB' }) }),
      }),
    ]);
    expect(screen.getByRole('button', { name: hr.continue })).toBeVisible();
  });

  it('when the driver is the policyholder, one answer fills both boxes (6 and 9)', async () => {
    seedAccess({ partyTokens: { B: tokenB } });
    serveStatement(() => statementView({ you: ['B'], joined: true }));
    const saves = answerCall('saveAccidentSide', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/vehicle');
    await heading(hr.routes['claims-report-vehicle'].heading);
    expect(screen.getByRole('checkbox', { name: hr.vehicle.driverIsPolicyholder })).toBeChecked();
    expect(document.getElementById('field-policyholder.firstName')).toBeNull();
    await user.type(screen.getByLabelText(hr.vehicle.plate, { selector: '#field-vehicle\\.plate' }), 'ST 987-CD');
    await user.type(screen.getByLabelText(hr.person.firstName, { selector: '#field-driver\\.firstName' }), 'Marko');
    await user.type(screen.getByLabelText(hr.person.lastName, { selector: '#field-driver\\.lastName' }), 'Novak');
    await user.type(screen.getByLabelText(hr.person.address, { selector: '#field-driver\\.address' }), 'Ilica 10');
    await user.type(screen.getByLabelText(hr.person.email, { selector: '#field-driver\\.email' }), 'marko@primjer.hr');
    await user.click(screen.getByRole('button', { name: hr.continue }));
    await heading(hr.routes['claims-report-circumstances'].heading);
    await waitFor(() => expect(saves).toHaveLength(1));
    const person = { firstName: 'Marko', lastName: 'Novak', address: 'Ilica 10', email: 'marko@primjer.hr' };
    expect(saves[0]).toMatchObject({
      side: { policyholder: { ...person, country: 'HR' }, driver: person, vehicle: { plate: 'ST987CD' } },
    });
  });

  it("keeps a policyholder who is not the driver apart; ticking the box then fills the driver's blanks from them", async () => {
    seedAccess({ partyTokens: { A: tokenA } });
    const side = completeSideView('ZG5678CD', 'Horvat');
    const policyholder = { ...side.policyholder, firstName: 'Ivana', lastName: 'Horvat', email: 'ivana@primjer.hr' };
    const driver = { ...side.driver, firstName: null, lastName: null, email: null };
    serveStatement(() => statementView({ sides: { A: { ...side, policyholder, driver }, B: emptySideView() } }));
    const saves = answerCall('saveAccidentSide', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/vehicle');
    await heading(hr.routes['claims-report-vehicle'].heading);
    const same = screen.getByRole('checkbox', { name: hr.vehicle.driverIsPolicyholder });
    expect(same).not.toBeChecked();
    expect(screen.getByLabelText(hr.person.firstName, { selector: '#field-policyholder\\.firstName' })).toHaveValue(
      'Ivana',
    );
    await user.click(same);
    expect(document.getElementById('field-policyholder.firstName')).toBeNull();
    expect(screen.getByLabelText(hr.person.firstName, { selector: '#field-driver\\.firstName' })).toHaveValue('Ivana');
    await user.click(screen.getByRole('button', { name: hr.continue }));
    await heading(hr.routes['claims-report-circumstances'].heading);
    await waitFor(() => expect(saves).toHaveLength(1));
    const ivana = { firstName: 'Ivana', lastName: 'Horvat', email: 'ivana@primjer.hr' };
    expect(saves[0]).toMatchObject({ side: { policyholder: ivana, driver: ivana } });
  });

  it('does not go on without the town of the accident, and says so', async () => {
    seedAccess({ partyTokens: { A: tokenA } });
    serveStatement(() => statementView());
    const saves = answerCall('saveAccidentCommon', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/when-where');
    await heading(hr.routes['claims-report-when-where'].heading);
    await user.type(screen.getByLabelText(hr.whenWhere.address), 'Vukovarska 58');
    await user.click(screen.getByRole('button', { name: hr.continue }));
    const town = screen.getByRole('combobox', { name: hr.whenWhere.place });
    await waitFor(() => expect(town).toHaveFocus());
    expect(town).toHaveAccessibleDescription(expect.stringContaining(hr.whenWhere.townRequired));
    expect(saves).toEqual([]);
  });

  it('in English too: an accident abroad needs its town before the statement goes on', async () => {
    await i18next.changeLanguage('en');
    try {
      seedAccess({ partyTokens: { A: tokenA } });
      serveStatement(() => statementView({ language: 'en' }));
      const saves = answerCall('saveAccidentCommon', { version: 2 });
      const user = userEvent.setup();
      renderApp('/en/claims/report/when-where', { basename: '/en' });
      await heading(en.routes['claims-report-when-where'].heading);
      await user.selectOptions(screen.getByLabelText(en.whenWhere.country), 'SI');
      await user.type(screen.getByLabelText(en.whenWhere.address), 'Slovenska cesta 1');
      await user.click(screen.getByRole('button', { name: en.continue }));
      expect(await screen.findByText(en.whenWhere.townRequired)).toBeVisible();
      expect(saves).toEqual([]);
      await user.type(screen.getByLabelText(en.whenWhere.place), 'Ljubljana');
      await user.click(screen.getByRole('button', { name: en.continue }));
      await heading(en.routes['claims-report-vehicle'].heading);
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]).toMatchObject({ common: { place: { country: 'SI', place: 'Ljubljana' } } });
    } finally {
      await i18next.changeLanguage('hr');
    }
  });

  it('offers help in the top bar, not a price: 112 and our line, each a tap away', async () => {
    await answerSafety('no', 'two');
    await heading(hr.routes['claims-report-how'].heading);
    const bar = within(screen.getByTestId('top-bar'));
    expect(await bar.findByRole('link', { name: hr.stop.call112 })).toHaveAttribute('href', 'tel:112');
    const help = frameHr.claimsHelp.callUs.replace('{{phone}}', traderIdentity.phone);
    expect(bar.getByRole('link', { name: help })).toHaveAttribute(
      'href',
      `tel:${traderIdentity.phone.replace(/\s/g, '')}`,
    );
    expect(bar.queryByRole('link', { name: commonHr.layout.getPrice })).not.toBeInTheDocument();
  });

  it("refuses the other driver's name and make as the purchase would, in the purchase's words, and saves nothing", async () => {
    seedAccess({ partyTokens: { B: tokenB } });
    serveStatement(() => statementView({ you: ['B'], joined: true }));
    const saves = answerCall('saveAccidentSide', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/vehicle');
    await heading(hr.routes['claims-report-vehicle'].heading);
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await paste(screen.getByLabelText(hr.vehicle.make), 'Renault 🚗');
    await paste(screen.getByLabelText(hr.person.firstName, { selector: '#field-driver\\.firstName' }), 'Marko<b>');
    // A right-to-left override, which shows "tset" as "test".
    await paste(screen.getByLabelText(hr.person.lastName, { selector: '#field-driver\\.lastName' }), '\u202Etset');
    await user.click(screen.getByRole('button', { name: hr.continue }));
    expect(await screen.findByText(detailsHr.errors.firstName['invalid-name'])).toBeVisible();
    expect(screen.getByText(commonHr.validation['invalid-make-or-model'])).toBeVisible();
    expect(screen.getByText(commonHr.validation['invisible-characters'])).toBeVisible();
    expect(saves).toEqual([]);
  });

  it('keeps an emoji out of the damage the PDF prints, saying why', async () => {
    seedAccess({ partyTokens: { B: tokenB } });
    serveStatement(() => statementView({ you: ['B'], joined: true }));
    const saves = answerCall('saveAccidentSide', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/circumstances');
    await heading(hr.routes['claims-report-circumstances'].heading);
    const damage = screen.getByLabelText(hr.circumstances.damage);
    await user.type(damage, 'Razbijen far 💥');
    expect(screen.getByText(commonHr.validation['unprintable-characters'])).toBeVisible();
    await user.click(screen.getByRole('button', { name: hr.continue }));
    expect(damage).toHaveFocus();
    expect(damage).toHaveAccessibleDescription(commonHr.validation['unprintable-characters']);
    await user.type(damage, '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: hr.continue }));
    await heading(hr.routes['claims-report-sketch'].heading);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ side: expect.objectContaining({ damage: 'Razbijen far' }) });
  });

  it("on one phone uploads both vehicles' photos with driver A's secret, which writes both sides", async () => {
    seedAccess({ partyTokens: { A: tokenA, B: tokenB } });
    serveStatement(() => statementView({ mode: 'one-phone', you: ['A', 'B'] }));
    const uploads = answerCall('uploadAccidentPhoto', {
      version: 2,
      photo: { photoId: 'p', contentType: 'image/jpeg', bytes: 4, uploadedAt: '2026-11-27T10:00:00Z' },
    });
    URL.createObjectURL = vi.fn(() => 'blob:fotografija');
    const user = userEvent.setup();
    renderApp('/claims/report/photos');
    await heading(hr.routes['claims-report-photos'].heading);
    // jsdom draws no picture, so the phone sends this small JPEG as it is.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' });
    const stripA = screen.getByRole('group', { name: photosHr.strip.label.replace('{{role}}', 'A') });
    await user.upload(within(stripA).getByLabelText(photosHr.strip.take), photo);
    await waitFor(() => expect(uploads).toEqual([expect.objectContaining({ role: 'A', partyToken: tokenA })]));
  });

  it('shows the 17 boxes of the paper form in its words and counts the ticked ones', async () => {
    seedAccess({ partyTokens: { B: tokenB } });
    serveStatement(() => statementView({ you: ['B'], joined: true }));
    const saves = answerCall('saveAccidentSide', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/circumstances');
    await heading(hr.routes['claims-report-circumstances'].heading);
    expect(screen.getAllByRole('checkbox')).toHaveLength(17);
    await user.click(screen.getByRole('checkbox', { name: `8 ${circumstances.items['8']}` }));
    await user.click(screen.getByRole('checkbox', { name: `1 ${circumstances.items['1']}` }));
    expect(screen.getByText('Označene su 2 kućice')).toBeVisible();
    await user.click(screen.getByRole('button', { name: hr.continue }));
    await heading(hr.routes['claims-report-sketch'].heading);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      role: 'B',
      partyToken: tokenB,
      side: expect.objectContaining({ circumstances: [1, 8] }),
    });
  });

  it("saves A's sketch while it is drawn, before the driver goes on, so a reload keeps it", async () => {
    seedAccess({ partyTokens: { A: tokenA } });
    serveStatement(() => statementView());
    const saves = answerCall('saveAccidentCommon', { version: 2 });
    const user = userEvent.setup();
    renderApp('/claims/report/sketch');
    await heading(hr.routes['claims-report-sketch'].heading);
    await user.click(screen.getByRole('radio', { name: drawing.sketch.layouts.crossing }));
    await user.click(screen.getByRole('button', { name: drawing.sketch.move.right }));
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3_000 });
    expect(saves[0]).toMatchObject({
      partyToken: tokenA,
      common: { sketch: expect.objectContaining({ layout: 'crossing' }) },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hr.routes['claims-report-sketch'].heading);
  });

  it('lets driver B join with the code typed in lower case with a space', async () => {
    const user = userEvent.setup();
    renderApp('/claims/join');
    await heading(hr.routes['claims-join'].heading);
    const joins = answerCall('joinAccidentStatement', { statementId, partyToken: tokenB });
    serveStatement(() => statementView({ you: ['B'], joined: true }));
    await user.type(screen.getByLabelText(hr.join.label), 'abc 234');
    await user.click(screen.getByRole('button', { name: hr.join.submit }));
    await heading(hr.routes['claims-report-vehicle'].heading);
    expect(joins).toEqual([expect.objectContaining({ code: 'ABC234' })]);
    expect(screen.getByText(hr.turn.yours.replace('{{role}}', 'B'))).toBeVisible();
  });

  it('says so when the code is wrong, and sends nothing for a code that cannot be one', async () => {
    const user = userEvent.setup();
    renderApp('/claims/join');
    await heading(hr.routes['claims-join'].heading);
    const joins = failCall('joinAccidentStatement', 'NOT_FOUND', accidentErrorKeys.accidentJoinCodeInvalid);
    await user.type(screen.getByLabelText(hr.join.label), 'abc');
    await user.click(screen.getByRole('button', { name: hr.join.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.join.errors.format);
    expect(joins).toHaveLength(0);
    await user.clear(screen.getByLabelText(hr.join.label));
    await user.type(screen.getByLabelText(hr.join.label), 'xyz 789');
    await user.click(screen.getByRole('button', { name: hr.join.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(hr.join.errors.wrong));
    expect(joins).toEqual([expect.objectContaining({ code: 'XYZ789' })]);
    expect(localStorage.getItem(accessStorageKey)).toBeNull();
  });

  it('says when too many wrong codes came from this address', async () => {
    const user = userEvent.setup();
    renderApp('/claims/join');
    await heading(hr.routes['claims-join'].heading);
    failCall('joinAccidentStatement', 'RESOURCE_EXHAUSTED', errorKeys.tooManyRequests);
    await user.type(screen.getByLabelText(hr.join.label), 'ABC234');
    await user.click(screen.getByRole('button', { name: hr.join.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.join.errors['too-many']);
  });

  it('lists what is missing on review and refuses to sign until it is filled in', async () => {
    seedAccess({ partyTokens: { A: tokenA } });
    serveStatement(() =>
      statementView({ sides: { A: completeSideView('ZG1234AB', 'Horvat'), B: completeSideView('ST99XY', 'Kovač') } }),
    );
    const signs = answerCall('signAccidentStatement', { version: 2, state: 'draft' });
    const user = userEvent.setup();
    renderApp('/claims/report/review');
    await heading(hr.routes['claims-report-review'].heading);
    const missing = within(
      screen.getByRole('heading', { name: hr.review.missingHeading }).parentElement as HTMLElement,
    );
    expect(missing.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${hr.review.missing.date} ${hr.review.fill}`,
      `${hr.review.missing.time} ${hr.review.fill}`,
      `${hr.review.missing.place} ${hr.review.fill}`,
      `${hr.review.missing.town} ${hr.review.fill}`,
    ]);
    expect(screen.getByText(hr.review.factsNotFault)).toBeVisible();
    await user.click(screen.getByRole('button', { name: hr.review.sign }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.review.refused);
    expect(signs).toHaveLength(0);
  });

  it('signs a complete statement with the content the driver reviewed', async () => {
    seedAccess({ partyTokens: { A: tokenA } });
    serveStatement(() =>
      statementView({
        version: 7,
        common: {
          ...statementView().common,
          date: '27/11/2026',
          time: '10:15',
          place: { country: 'HR', address: 'Ilica 10', postalCode: '10000', place: 'Zagreb', coordinates: null },
        },
        sides: { A: completeSideView('ZG1234AB', 'Horvat'), B: completeSideView('ST99XY', 'Kovač') },
      }),
    );
    const signs = answerCall('signAccidentStatement', { version: 8, state: 'draft' });
    const user = userEvent.setup();
    renderApp('/claims/report/review');
    await heading(hr.routes['claims-report-review'].heading);
    expect(screen.queryByRole('heading', { name: hr.review.missingHeading })).not.toBeInTheDocument();
    const pad = screen.getByRole('img', { name: drawing.signature.label.replace('{{role}}', 'A') });
    layOut(pad, 300, 100);
    fireEvent.pointerDown(pad, { clientX: 30, clientY: 80, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 150, clientY: 20, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 150, clientY: 20, pointerId: 1 });
    await user.click(screen.getByRole('button', { name: hr.review.sign }));
    await waitFor(() => expect(signs).toHaveLength(1));
    expect(signs[0]).toMatchObject({
      statementId,
      partyToken: tokenA,
      role: 'A',
      contentDigest: statementView().contentDigest,
      decision: 'sign',
    });
  });

  it('holds the signature while the phone has no signal, and lets it go when the signal is back', async () => {
    seedAccess({ partyTokens: { A: tokenA } });
    serveStatement(() =>
      statementView({
        version: 7,
        common: {
          ...statementView().common,
          date: '27/11/2026',
          time: '10:15',
          place: { country: 'HR', address: 'Ilica 10', postalCode: '10000', place: 'Zagreb', coordinates: null },
        },
        sides: { A: completeSideView('ZG1234AB', 'Horvat'), B: completeSideView('ST99XY', 'Kovač') },
      }),
    );
    renderApp('/claims/report/review');
    await heading(hr.routes['claims-report-review'].heading);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(hr.review.needsNetwork)).toBeVisible();
    expect(screen.getByRole('button', { name: hr.review.sign })).toBeDisabled();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByRole('button', { name: hr.review.sign })).toBeEnabled());
    expect(screen.queryByText(hr.review.needsNetwork)).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('lets a driver decline to sign, with a reason', async () => {
    seedAccess({ partyTokens: { B: tokenB } });
    serveStatement(() =>
      statementView({
        version: 4,
        you: ['B'],
        joined: true,
        common: {
          ...statementView().common,
          date: '27/11/2026',
          time: '10:15',
          place: { country: 'HR', address: 'Ilica 10', postalCode: null, place: 'Zagreb', coordinates: null },
        },
        sides: { A: completeSideView('ZG1234AB', 'Horvat'), B: completeSideView('ST99XY', 'Kovač') },
      }),
    );
    const signs = answerCall('signAccidentStatement', { version: 5, state: 'draft' });
    const user = userEvent.setup();
    renderApp('/claims/report/review');
    await heading(hr.routes['claims-report-review'].heading);
    await user.click(screen.getByRole('button', { name: hr.review.decline }));
    await user.click(screen.getByRole('button', { name: hr.review.declineConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.review.reasonFirst);
    await user.type(screen.getByLabelText(hr.review.reason), 'Nisam skretao ulijevo.');
    await user.click(screen.getByRole('button', { name: hr.review.declineConfirm }));
    await waitFor(() => expect(signs).toHaveLength(1));
    expect(signs[0]).toMatchObject({
      role: 'B',
      partyToken: tokenB,
      contentDigest: statementView().contentDigest,
      decision: 'decline',
      reason: 'Nisam skretao ulijevo.',
    });
    expect(signs[0]).not.toHaveProperty('strokes');
  });

  it("picks up the other phone's change by polling with the version it knows", async () => {
    seedAccess({ partyTokens: { B: tokenB } });
    let current = statementView({
      you: ['B'],
      joined: true,
      sides: { A: completeSideView('ZG1234AB', 'Horvat'), B: null },
    });
    const polls = serveStatement(() => current);
    renderApp('/claims/report/review');
    await heading(hr.routes['claims-report-review'].heading);
    expect(screen.getByText('ZG1234AB (HR)')).toBeVisible();
    current = {
      ...current,
      version: 2,
      sides: { ...current.sides, A: completeSideView('ZG5678CD', 'Horvat') },
    };
    const changedAt = polls.length;
    expect(await screen.findByText('ZG5678CD (HR)', {}, { timeout: 4_000 })).toBeVisible();
    // One poll brought it, not a storm of them: every 1.5 s while the page is in view.
    expect(polls.length - changedAt).toBeLessThanOrEqual(3);
    expect(polls.every((poll) => poll.partyToken === tokenB)).toBe(true);
    expect(polls.slice(1).map((poll) => poll.knownVersion)).toContain(1);
  });

  it('stops asking once the statement is sent, and shows the claim number and the PDF', async () => {
    seedAccess({ partyTokens: { A: tokenA } });
    const polls = serveStatement(() =>
      statementView({
        state: 'sent',
        lock: { hash: 'ab'.repeat(32), lockedAt: '2026-11-27T10:30:00Z' },
        sent: { claimNumber: 'ST-2026-000123', emailed: true },
      }),
    );
    const pdfs = answerCall('getAccidentStatementPdf', { fileName: 'izvjesce.pdf', data: 'JVBERi0=' });
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    renderApp('/claims/report/review');
    await heading(hr.routes['claims-report-sent'].heading);
    expect(screen.getByTestId('claim-number')).toHaveTextContent('ST-2026-000123');
    // The claim's id is the statement's: the link follows it to the money (issue 28).
    expect(await screen.findByRole('link', { name: followHr.sent.follow })).toHaveAttribute(
      'href',
      `/claims/follow/${statementId}`,
    );
    await user.click(screen.getByRole('button', { name: hr.sent.download }));
    await waitFor(() => expect(pdfs).toEqual([expect.objectContaining({ statementId, partyToken: tokenA })]));
    const asked = polls.length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(polls).toHaveLength(asked);
  });

  it('sends a phone without a statement back to the first question', async () => {
    renderApp('/claims/report/vehicle');
    expect(await heading(hr.routes['claims-report'].heading)).toBeVisible();
  });
});
