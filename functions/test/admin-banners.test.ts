import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListBannersResponse } from '../src/contracts/admin-list-banners.js';
import type {
  AdminBanner,
  AdminSaveBannerRequest,
  AdminSaveBannerResponse,
} from '../src/contracts/admin-save-banner.js';
import { bannerHtmlMaxLength } from '../src/contracts/banner-presets.js';
import { bannersCollection, type BannerPlacement } from '../src/contracts/banners.js';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { auditEntriesAbout, refusalsOf, refusedToOutsiders, signUpAdmin } from './admin-caller.js';
import { firestore, readDoc } from './admin.js';
import type { TestUser } from './auth-users.js';
import { callError, callOk } from './callable.js';
import { projectId } from './emulator-env.js';

let admin: TestUser;
/** The banners as they were: the site's own tests run on this stack after these, and expect its banners back. */
let banners: { id: string; data: DocumentData }[] = [];

beforeAll(async () => {
  admin = await signUpAdmin();
  banners = (await firestore().collection(bannersCollection).get()).docs.map((doc) => ({
    id: doc.id,
    data: doc.data(),
  }));
});

afterAll(async () => {
  const batch = firestore().batch();
  for (const doc of (await firestore().collection(bannersCollection).get()).docs) batch.delete(doc.ref);
  for (const { id, data } of banners) batch.set(firestore().collection(bannersCollection).doc(id), data);
  await batch.commit();
});

/** What a save sends of a banner the console shows. */
const requestOf = ({ bannerId, placement, preset, html, htmlEn, active }: AdminBanner): AdminSaveBannerRequest => ({
  bannerId,
  placement,
  preset,
  html,
  htmlEn,
  active,
});

const save = (banner: Partial<AdminSaveBannerRequest>) =>
  callOk<AdminSaveBannerResponse>(
    callNames.adminSaveBanner,
    {
      bannerId: null,
      placement: 'homepage',
      preset: 'default',
      html: '<p>Zimska akcija</p>',
      htmlEn: '',
      active: false,
      ...banner,
    },
    { idToken: admin.idToken },
  );

/**
 * The active banner's Croatian text as a visitor's browser reads it: Firestore's REST API without credentials, so
 * the security rules apply, with the query the site sends (src/api/active-banner.ts).
 */
async function publicBanner(placement: BannerPlacement): Promise<string[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const equals = (field: string, value: object) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value },
  });
  const response = await fetch(
    `http://${host}/v1/projects/${projectId}/databases/(default)/documents:runQuery?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: bannersCollection }],
          where: {
            compositeFilter: {
              op: 'AND',
              filters: [equals('active', { booleanValue: true }), equals('placement', { stringValue: placement })],
            },
          },
        },
      }),
    },
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { document?: { fields: { html: { stringValue: string } } } }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields.html.stringValue] : []));
}

describe('the console’s banners', () => {
  it('are for verified admins only', async () => {
    expect(await refusalsOf(callNames.adminListBanners, {})).toEqual(refusedToOutsiders);
    expect(
      await refusalsOf(callNames.adminSaveBanner, {
        bannerId: null,
        placement: 'homepage',
        preset: 'default',
        html: '<p>x</p>',
        htmlEn: '',
        active: true,
      }),
    ).toEqual(refusedToOutsiders);
  });

  it('creates a draft banner with its preset and texts, audited, which visitors do not see', async () => {
    const { banner } = await save({
      placement: 'onboarding',
      preset: 'small',
      html: '<p>Kod <strong>ZIMA</strong> vrijedi do kraja mjeseca. <small>Uvjeti na stranici.</small></p>',
      htmlEn: '<p>Code <strong>ZIMA</strong> is valid until the end of the month.</p>',
    });
    expect(banner).toEqual({
      bannerId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      placement: 'onboarding',
      preset: 'small',
      html: '<p>Kod <strong>ZIMA</strong> vrijedi do kraja mjeseca. <small>Uvjeti na stranici.</small></p>',
      htmlEn: '<p>Code <strong>ZIMA</strong> is valid until the end of the month.</p>',
      active: false,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedBy: admin.email,
    });
    expect(await readDoc(`${bannersCollection}/${banner.bannerId}`)).toMatchObject({
      placement: 'onboarding',
      preset: 'small',
      active: false,
      updatedBy: admin.email,
    });
    expect(await auditEntriesAbout(banner.bannerId)).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        action: 'adminSaveBanner',
        subject: 'banner',
        before: null,
        after: {
          placement: 'onboarding',
          preset: 'small',
          html: banner.html,
          htmlEn: banner.htmlEn,
          active: false,
        },
      }),
    ]);
    expect(await publicBanner('onboarding')).not.toContain(banner.html);

    const listed = await callOk<AdminListBannersResponse>(callNames.adminListBanners, {}, { idToken: admin.idToken });
    expect(listed.items).toContainEqual(banner);
    expect(listed.total).toBe(listed.items.length);
    // By placement, the homepage's first.
    const placements = listed.items.map((item) => item.placement);
    expect(placements.lastIndexOf('homepage')).toBeLessThan(placements.indexOf('onboarding'));
  });

  it('edits a banner: the audit entry holds only what changed', async () => {
    const { banner } = await save({ html: '<p>Prva verzija</p>' });
    const { banner: edited } = await save({
      bannerId: banner.bannerId,
      preset: 'image',
      html: '<p>Druga verzija <img src="/images/zima.webp" alt="Zima"></p>',
    });
    expect(edited).toMatchObject({ bannerId: banner.bannerId, preset: 'image', active: false });
    const [, change] = await auditEntriesAbout(banner.bannerId);
    expect(change).toMatchObject({
      before: { preset: 'default', html: '<p>Prva verzija</p>' },
      after: { preset: 'image', html: '<p>Druga verzija <img src="/images/zima.webp" alt="Zima"></p>' },
    });
  });

  it('activating a banner deactivates the one active in its placement, and visitors see the new one', async () => {
    const onboarding = await publicBanner('onboarding');
    const { banner: first } = await save({ html: '<p>Prvi aktivni banner</p>', active: true });
    expect(await publicBanner('homepage')).toEqual(['<p>Prvi aktivni banner</p>']);
    const { banner: second } = await save({ html: '<p>Drugi banner</p>' });
    expect(await publicBanner('homepage')).toEqual(['<p>Prvi aktivni banner</p>']);

    const { banner: activated } = await save({ ...requestOf(second), active: true });
    expect(activated.active).toBe(true);
    expect(await publicBanner('homepage')).toEqual(['<p>Drugi banner</p>']);
    expect(await readDoc(`${bannersCollection}/${first.bannerId}`)).toMatchObject({
      active: false,
      updatedBy: admin.email,
    });
    expect((await auditEntriesAbout(first.bannerId)).at(-1)).toMatchObject({
      action: 'adminSaveBanner',
      before: { active: true },
      after: { active: false },
    });
    expect((await auditEntriesAbout(second.bannerId)).at(-1)).toMatchObject({
      before: { active: false },
      after: { active: true },
    });
    // The other placement keeps its own.
    expect(await publicBanner('onboarding')).toEqual(onboarding);

    await save({ ...requestOf(activated), active: false });
    expect(await publicBanner('homepage')).toEqual([]);
  });

  it('refuses a banner that does not exist, and a text longer than a banner, changing nothing', async () => {
    const missing = await callError(
      callNames.adminSaveBanner,
      { bannerId: 'nema-ga', placement: 'homepage', preset: 'default', html: '<p>x</p>', htmlEn: '', active: true },
      { idToken: admin.idToken },
    );
    expect(missing).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: errorKeys.adminNotFound } });
    expect(await readDoc(`${bannersCollection}/nema-ga`)).toBeUndefined();

    const { banner } = await save({ html: '<p>Kratko</p>' });
    const tooLong = await callError(
      callNames.adminSaveBanner,
      { ...requestOf(banner), html: `<p>${'a'.repeat(bannerHtmlMaxLength)}</p>` },
      { idToken: admin.idToken },
    );
    expect(tooLong).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { html: 'too-long' } } });
    expect(await readDoc(`${bannersCollection}/${banner.bannerId}`)).toMatchObject({ html: '<p>Kratko</p>' });
  });
});
