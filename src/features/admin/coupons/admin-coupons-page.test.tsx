import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@contracts/admin-list-coupons';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import hr from '../../../../locales/hr/admin.json';
import hrCommon from '../../../../locales/hr/common.json';
import { adminPaths } from '../admin-sections';
import { couponRow, openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { answerCall, callableUrl, dataOf, failCall, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';

afterEach(signOutAfterEach);

/** Coupons as the server keeps them, by filter; expiring one moves it to the expired ones. */
function couponServer(coupons: AdminCoupon[]) {
  let all = coupons;
  const lists: CallData[] = [];
  const expiries: CallData[] = [];
  const usable = (coupon: AdminCoupon) => coupon.expiresAt === null || Date.parse(coupon.expiresAt) > Date.now();
  server.use(
    http.post(callableUrl(callNames.adminListCoupons), async ({ request }) => {
      const data = await dataOf(request);
      lists.push(data);
      const items = all.filter((coupon) =>
        data.filter === 'usable' ? usable(coupon) : data.filter === 'expired' ? !usable(coupon) : true,
      );
      return HttpResponse.json({ result: { items, nextCursor: null, total: items.length } });
    }),
    http.post(callableUrl(callNames.adminExpireCoupon), async ({ request }) => {
      const data = await dataOf(request);
      expiries.push(data);
      all = all.map((coupon) =>
        coupon.code === data.code ? { ...coupon, expiresAt: '2020-01-01T00:00:00.000Z' } : coupon,
      );
      return HttpResponse.json({ result: { coupon: all.find((coupon) => coupon.code === data.code) } });
    }),
  );
  return { lists, expiries };
}

const table = () => screen.getByRole('region', { name: hr.coupons.table });
const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('the coupons', () => {
  it('lists the usable coupons with their use', async () => {
    const { lists } = couponServer([
      couponRow(),
      couponRow({
        code: 'ZG1234AB50',
        valueInEuros: 50,
        singleUse: true,
        licensePlate: 'ZG1234AB',
        timesUsed: 0,
        expiresAt: null,
        reservedBy: 'AO-7K3M9Q2X4P',
      }),
    ]);
    await openConsole(adminPaths['admin-coupons'], 'admin-coupons');
    const rows = within(await screen.findByRole('region', { name: hr.coupons.table }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('PROLJECE10');
    expect(rows[0]).toHaveTextContent('10,00 €');
    expect(rows[0]).toHaveTextContent('Broj korištenja: 3');
    expect(rows[1]).toHaveTextContent('50,00 €');
    expect(rows[1]).toHaveTextContent(hr.coupons.noExpiry);
    expect(rows[1]).toHaveTextContent('Rezerviran za narudžbu AO-7K3M9Q2X4P');
    expect(lists[0]).toMatchObject({ filter: 'usable', cursor: null });
    expect(screen.getByText('Prikazano 2 od 2')).toBeVisible();
  });

  it('creates a coupon from the date as Croatians type it, the euros as a number and no plate as null', async () => {
    couponServer([]);
    const creates = answerCall(callNames.adminCreateCoupon, {
      coupon: couponRow({ code: 'ZIMA25', valueInEuros: 25 }),
    });
    const { user } = await openConsole(adminPaths['admin-coupons'], 'admin-coupons');
    await screen.findByText(hr.coupons.empty.usable);
    await user.type(field(hr.coupons.form.code), 'Zima 25');
    await user.type(field(hr.coupons.form.value), '25');
    await user.type(field(hr.coupons.form.expiresOn), '31.12.2026.');
    await user.click(screen.getByRole('button', { name: hr.coupons.form.create }));
    expect(await screen.findByText('Kupon ZIMA25 je izrađen.')).toBeVisible();
    expect(creates).toEqual([
      expect.objectContaining({
        code: 'Zima 25',
        valueInEuros: 25,
        expiresOn: '31/12/2026',
        singleUse: true,
        licensePlate: null,
      }),
    ]);
    expect(field(hr.coupons.form.code)).toHaveValue('');
  });

  it('binds a coupon to a plate, normalised, and lets it never expire', async () => {
    couponServer([]);
    const creates = answerCall(callNames.adminCreateCoupon, { coupon: couponRow({ code: 'VOZILO' }) });
    const { user } = await openConsole(adminPaths['admin-coupons'], 'admin-coupons');
    await screen.findByText(hr.coupons.empty.usable);
    await user.type(field(hr.coupons.form.code), 'VOZILO');
    await user.type(field(hr.coupons.form.value), '15');
    await user.click(screen.getByRole('checkbox', { name: hr.coupons.form.singleUse }));
    await user.type(field(hr.coupons.form.plate), 'zg 1234-ab');
    await user.click(screen.getByRole('button', { name: hr.coupons.form.create }));
    await waitFor(() =>
      expect(creates).toEqual([
        expect.objectContaining({ valueInEuros: 15, expiresOn: null, singleUse: false, licensePlate: 'ZG1234AB' }),
      ]),
    );
  });

  it('names what is wrong before asking the server', async () => {
    couponServer([]);
    const creates = answerCall(callNames.adminCreateCoupon, { coupon: couponRow() });
    const { user } = await openConsole(adminPaths['admin-coupons'], 'admin-coupons');
    await screen.findByText(hr.coupons.empty.usable);
    await user.type(field(hr.coupons.form.code), 'Z!');
    await user.type(field(hr.coupons.form.value), '501');
    await user.type(field(hr.coupons.form.expiresOn), '31.02.2026.');
    await user.click(screen.getByRole('button', { name: hr.coupons.form.create }));
    expect(await screen.findByText(hr.coupons.form.errors.code.invalid)).toBeVisible();
    expect(screen.getByText(hr.coupons.form.errors.valueInEuros.invalid)).toBeVisible();
    expect(screen.getByText(hrCommon.validation['nonexistent-date'])).toBeVisible();
    expect(field(hr.coupons.form.code)).toHaveFocus();
    expect(creates).toEqual([]);
  });

  it('says so when the code exists already', async () => {
    couponServer([]);
    failCall(callNames.adminCreateCoupon, 'FAILED_PRECONDITION', errorKeys.couponExists);
    const { user } = await openConsole(adminPaths['admin-coupons'], 'admin-coupons');
    await screen.findByText(hr.coupons.empty.usable);
    await user.type(field(hr.coupons.form.code), 'proljece10');
    await user.type(field(hr.coupons.form.value), '10');
    await user.click(screen.getByRole('button', { name: hr.coupons.form.create }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.errors.couponExists);
    expect(field(hr.coupons.form.code)).toHaveValue('proljece10');
  });

  it('expires a coupon now, after confirming, and it leaves the usable ones', async () => {
    const { expiries } = couponServer([couponRow(), couponRow({ code: 'JESEN20', valueInEuros: 20 })]);
    const { user } = await openConsole(adminPaths['admin-coupons'], 'admin-coupons');
    await user.click(await screen.findByRole('button', { name: 'Istekni sada – kupon JESEN20' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Istekni kupon JESEN20 sada?' });
    await user.click(within(dialog).getByRole('button', { name: hr.coupons.expire.confirm }));
    expect(await screen.findByText('Kupon JESEN20 je istekao.')).toBeVisible();
    expect(expiries).toEqual([expect.objectContaining({ code: 'JESEN20' })]);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(table()).not.toHaveTextContent('JESEN20');

    await user.click(
      within(screen.getByRole('group', { name: hr.coupons.filter })).getByRole('button', {
        name: hr.coupons.filters.expired,
      }),
    );
    await waitFor(() => expect(table()).toHaveTextContent('JESEN20'));
    expect(within(table()).queryByRole('button', { name: /Istekni/ })).toBeNull();
  });
});
