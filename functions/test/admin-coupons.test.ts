import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCreateCouponRequest, AdminCreateCouponResponse } from '../src/contracts/admin-create-coupon.js';
import type { AdminExpireCouponResponse } from '../src/contracts/admin-expire-coupon.js';
import type { AuditSubject } from '../src/contracts/admin-audit.js';
import type { AdminListAuditResponse } from '../src/contracts/admin-list-audit.js';
import type { AdminCoupon, AdminListCouponsResponse, CouponFilter } from '../src/contracts/admin-list-coupons.js';
import { adminPageSize } from '../src/contracts/admin-paging.js';
import { callNames } from '../src/contracts/call-names.js';
import type { DiscountStatusResponse } from '../src/contracts/check-discount-status.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { collections } from '../src/store/collection-names.js';
import type { CouponDocument } from '../src/store/coupons.js';
import { auditEntriesAbout, signUpAdmin } from './admin-caller.js';
import { firestore, readDoc } from './admin.js';
import type { TestUser } from './auth-users.js';
import { callError, callOk, web } from './callable.js';
import {
  eventually,
  followReturn,
  payOnGateway,
  policyholder,
  priceFor,
  readOrder,
  startPayment,
  testCards,
  uniqueEmail,
} from './payment-kit.js';

let admin: TestUser;

beforeAll(async () => {
  admin = await signUpAdmin();
});

/** A code no other test has: letters, then digits. */
const freshCode = (prefix: string) => `${prefix}${Date.now() % 1e9}${Math.floor(Math.random() * 100)}`;

const create = (coupon: Partial<AdminCreateCouponRequest>, by = admin) =>
  callOk<AdminCreateCouponResponse>(
    callNames.adminCreateCoupon,
    {
      code: freshCode('AKCIJA'),
      valueInEuros: 20,
      expiresOn: '31/12/2030',
      singleUse: false,
      licensePlate: null,
      ...coupon,
    },
    { idToken: by.idToken },
  );
const expire = (code: string) =>
  callOk<AdminExpireCouponResponse>(callNames.adminExpireCoupon, { code }, { idToken: admin.idToken });
const list = (filter: CouponFilter, cursor: string | null = null) =>
  callOk<AdminListCouponsResponse>(callNames.adminListCoupons, { filter, cursor }, { idToken: admin.idToken });
const driverCheck = (code: string, licensePlate: string) =>
  callOk<DiscountStatusResponse>(callNames.checkDiscountStatus, { ...web, code, licensePlate });

/** Every page of a list, first to last, each with the total it stated. */
async function allPages<T>(
  read: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null; total: number }>,
) {
  const pages = [await read(null)];
  for (let last = pages[0]; last?.nextCursor;) {
    last = await read(last.nextCursor);
    pages.push(last);
  }
  return pages;
}

describe('creating a coupon', () => {
  it('stores it under its normalised code, usable to the end of its last day in Zagreb, and audits it', async () => {
    const typed = freshCode('zima ');
    const code = typed.replace(/\s/g, '').toUpperCase();
    const { coupon } = await create({
      code: typed,
      valueInEuros: 25,
      expiresOn: '31/12/2030',
      singleUse: true,
      licensePlate: 'zg 5678-cd',
    });
    const expected: AdminCoupon = {
      code,
      valueInEuros: 25,
      expiresAt: '2030-12-31T22:59:59.999Z',
      singleUse: true,
      licensePlate: 'ZG5678CD',
      timesUsed: 0,
      usedAt: null,
      usedBy: null,
      reservedBy: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
      createdBy: admin.email,
    };
    expect(coupon).toEqual(expected);
    expect(await readDoc<CouponDocument>(`${collections.coupons}/${code}`)).toMatchObject({
      code,
      type: 'coupon',
      usedAt: null,
      usedBy: null,
      createdBy: admin.email,
    });
    expect(await auditEntriesAbout(code)).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        actorEmail: admin.email,
        action: 'adminCreateCoupon',
        subject: 'coupon',
        before: null,
        after: {
          code,
          valueInEuros: 25,
          expiresAt: '2030-12-31T22:59:59.999Z',
          singleUse: true,
          licensePlate: 'ZG5678CD',
        },
        reason: null,
      }),
    ]);
  });

  it('ends a summer day on summer time, and a coupon without an expiry never ends', async () => {
    expect((await create({ expiresOn: '30/06/2030' })).coupon.expiresAt).toBe('2030-06-30T21:59:59.999Z');
    expect((await create({ expiresOn: null })).coupon.expiresAt).toBeNull();
  });

  it('refuses a code that exists in any case or spacing, and leaves the first as it was', async () => {
    const code = freshCode('LJETO');
    await create({ code, valueInEuros: 15 });
    const spaced = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    for (const again of [spaced, code.toLowerCase(), ' DOBRODOSLI 10']) {
      const refused = await callError(
        callNames.adminCreateCoupon,
        { code: again, valueInEuros: 400, expiresOn: null, singleUse: false, licensePlate: null },
        { idToken: admin.idToken },
      );
      expect(refused).toMatchObject({ status: 'ALREADY_EXISTS', details: { errorKey: errorKeys.couponExists } });
    }
    expect(await readDoc<CouponDocument>(`${collections.coupons}/${code}`)).toMatchObject({ valueInEuros: 15 });
    expect(await readDoc<CouponDocument>(`${collections.coupons}/DOBRODOSLI10`)).toMatchObject({ valueInEuros: 10 });
    expect(await auditEntriesAbout(code)).toHaveLength(1);
    expect(await auditEntriesAbout('DOBRODOSLI10')).toEqual([]);
  });

  it('refuses an expiry that has passed: such a coupon could never be used', async () => {
    const code = freshCode('JUCER');
    const refused = await callError(
      callNames.adminCreateCoupon,
      { code, valueInEuros: 10, expiresOn: '01/01/2026', singleUse: false, licensePlate: null },
      { idToken: admin.idToken },
    );
    expect(refused).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { errorKey: errorKeys.validation, fields: { expiresOn: 'invalid' } },
    });
    expect(await readDoc(`${collections.coupons}/${code}`)).toBeUndefined();
  });
});

describe('a coupon staff created', () => {
  it('is one drivers can use, for its plate only, until staff expire it', async () => {
    const code = freshCode('VIKEND');
    await create({ code, valueInEuros: 30, licensePlate: 'ZG5678CD' });
    expect(await driverCheck(code.toLowerCase(), 'zg 5678 cd')).toMatchObject({
      discountCode: code,
      discountInEuros: 30,
      licensePlate: 'ZG5678CD',
    });
    const otherPlate = await callError(callNames.checkDiscountStatus, { ...web, code, licensePlate: 'ZG1234AB' });
    expect(otherPlate.message).toBe(errorKeys.discountCodeError);

    const before = Date.now();
    const { coupon } = await expire(code.toLowerCase());
    expect(Date.parse(coupon.expiresAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(coupon.expiresAt ?? '')).toBeLessThanOrEqual(Date.now());
    const refused = await callError(callNames.checkDiscountStatus, { ...web, code, licensePlate: 'ZG5678CD' });
    expect(refused).toMatchObject({ status: 'FAILED_PRECONDITION', message: errorKeys.discountCodeError });

    const audit = await auditEntriesAbout(code);
    expect(audit.map((entry) => entry.action)).toEqual(['adminCreateCoupon', 'adminExpireCoupon']);
    expect(audit[1]).toMatchObject({
      actorEmail: admin.email,
      before: { expiresAt: '2030-12-31T22:59:59.999Z' },
      after: { expiresAt: coupon.expiresAt },
    });

    const twice = await callError(callNames.adminExpireCoupon, { code }, { idToken: admin.idToken });
    expect(twice).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { errorKey: errorKeys.adminActionNotAllowed },
    });
    const unknown = await callError(
      callNames.adminExpireCoupon,
      { code: freshCode('NEMA') },
      { idToken: admin.idToken },
    );
    expect(unknown).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: errorKeys.adminNotFound } });
    expect(await auditEntriesAbout(code)).toHaveLength(2);
  });

  it('counts the paid orders that used it, and lists under usable, used up or expired', async () => {
    const code = freshCode('KAMPANJA');
    // The latest expiry of any coupon: first in its lists.
    await create({ code, valueInEuros: 10, expiresOn: '31/12/2099' });
    const holder = policyholder(uniqueEmail());
    const started = await startPayment(await priceFor('ZG5678CD', holder), { holder, discountCode: code });
    await followReturn(await payOnGateway(started, testCards.approved));
    await eventually(
      () => readOrder(started.orderNumber),
      (order) => order?.state === 'paid',
    );

    const usable = await list('usable');
    expect(usable.items[0]).toMatchObject({ code, timesUsed: 1, expiresAt: '2099-12-31T22:59:59.999Z' });
    const [usedUp, expired, all] = await Promise.all([list('used-up'), list('expired'), list('all')]);
    expect(usedUp.items.map((coupon) => coupon.code)).toContain('ISKORISTEN20');
    expect(usedUp.items.every((coupon) => coupon.singleUse && coupon.usedAt !== null)).toBe(true);
    expect(expired.items.map((coupon) => coupon.code)).toContain('LJETO2026');
    expect(expired.items.every((coupon) => Date.parse(coupon.expiresAt ?? '') <= Date.now())).toBe(true);
    expect(usable.items.map((coupon) => coupon.code)).not.toContain('LJETO2026');
    // Every coupon is in exactly one of the three.
    expect(usable.total + usedUp.total + expired.total).toBe(all.total);
    expect(all.total).toBe((await firestore().collection(collections.coupons).count().get()).data().count);
  });
});

describe('the coupon list and the audit log', () => {
  it('page on the server: every coupon and every entry once, newest first, with the total on each page', async () => {
    // More coupons that never expire than a page holds: they list last, so a page ends among them and the next
    // page starts after a row whose sort value is null.
    const clerk = await signUpAdmin();
    const created: string[] = [];
    for (let index = 0; index <= adminPageSize; index += 1)
      created.push((await create({ expiresOn: null }, clerk)).coupon.code);

    const pages = await allPages((cursor) => list('all', cursor));
    expect(pages.length).toBeGreaterThan(1);
    const listed = pages.flatMap((page) => page.items.map((coupon) => coupon.code));
    const stored = (await firestore().collection(collections.coupons).get()).docs.map((doc) => doc.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...stored].sort());
    expect(new Set(pages.map((page) => page.total))).toEqual(new Set([stored.length]));
    expect(pages.slice(0, -1).every((page) => page.items.length === adminPageSize)).toBe(true);
    const expiries = pages.flatMap((page) => page.items.map((coupon) => coupon.expiresAt));
    // Latest expiry first; those that never expire last.
    const dated = expiries.filter((expiresAt) => expiresAt !== null);
    expect(expiries).toEqual([...[...dated].sort().reverse(), ...expiries.filter((expiresAt) => expiresAt === null)]);
    expect(listed).toEqual(expect.arrayContaining(created));
    expect(pages.slice(0, -1).some((page) => page.items.at(-1)?.expiresAt === null)).toBe(true);

    const audit = (subject: AuditSubject | null, subjectId: string | null) => (cursor: string | null) =>
      callOk<AdminListAuditResponse>(
        callNames.adminListAudit,
        { subject, subjectId, cursor },
        { idToken: admin.idToken },
      );
    const auditPages = await allPages(audit('coupon', null));
    expect(auditPages.length).toBeGreaterThan(1);
    const entries = auditPages.flatMap((page) => page.items);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.every((entry) => entry.subject === 'coupon')).toBe(true);
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const byClerk = entries.filter((entry) => entry.actorUid === clerk.uid);
    expect(byClerk.map((entry) => entry.subjectId).sort()).toEqual([...created].sort());
    const storedEntries = await firestore()
      .collection(collections.auditLog)
      .where('subject', '==', 'coupon')
      .count()
      .get();
    expect(auditPages.every((page) => page.total === storedEntries.data().count)).toBe(true);

    const one = await audit(null, created[0] ?? '')(null);
    expect(one).toMatchObject({
      total: 1,
      nextCursor: null,
      items: [{ subjectId: created[0], action: 'adminCreateCoupon' }],
    });
  });
});
