import { Timestamp } from 'firebase-admin/firestore';
import type { AdminListBannersRequest, AdminListBannersResponse } from '../contracts/admin-list-banners.js';
import type { AdminBanner, AdminSaveBannerRequest, AdminSaveBannerResponse } from '../contracts/admin-save-banner.js';
import { bannerPlacements, type Banner } from '../contracts/banners.js';
import { errorKeys } from '../contracts/error-keys.js';
import { writeAudit } from '../store/audit-log.js';
import { bannerRef, readActiveBanners, readBanners, type BannerDocument } from '../store/banners.js';
import { db } from '../store/firestore.js';
import { staffOf } from './admin-access.js';
import { DomainError, type CallContext } from './domain-error.js';

/** What staff edit, as the audit log compares it. */
const editedFields = (banner: Banner): Required<Banner> => ({
  placement: banner.placement,
  // Banners from before presets show as the default one.
  preset: banner.preset ?? 'default',
  html: banner.html,
  htmlEn: banner.htmlEn ?? '',
  active: banner.active,
});

const adminBannerOf = (bannerId: string, banner: BannerDocument): AdminBanner => ({
  bannerId,
  ...editedFields(banner),
  updatedAt: banner.updatedAt?.toDate().toISOString() ?? null,
  updatedBy: banner.updatedBy ?? null,
});

export async function listBanners(
  _input: AdminListBannersRequest,
  context: CallContext,
): Promise<AdminListBannersResponse> {
  staffOf(context);
  const { docs, total } = await readBanners();
  const items = docs
    .map((snapshot) => adminBannerOf(snapshot.id, snapshot.data() as BannerDocument))
    // By placement as the site lists them, the active one first, then the latest saved.
    .sort(
      (a, b) =>
        bannerPlacements.indexOf(a.placement) - bannerPlacements.indexOf(b.placement) ||
        Number(b.active) - Number(a.active) ||
        (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') ||
        a.bannerId.localeCompare(b.bannerId),
    );
  return { items, total };
}

/**
 * Creates or changes a banner. Activating it deactivates whatever else is active in its placement, in the same
 * transaction, so visitors never see two and never none in between; each banner changed gets its audit entry.
 */
export async function saveBanner(
  input: AdminSaveBannerRequest,
  context: CallContext,
  now = new Date(),
): Promise<AdminSaveBannerResponse> {
  const staff = staffOf(context);
  const ref = bannerRef(input.bannerId ?? null);
  const saved: Required<Banner> = {
    placement: input.placement,
    preset: input.preset,
    html: input.html,
    htmlEn: input.htmlEn,
    active: input.active,
  };
  const stamp = { updatedAt: Timestamp.fromDate(now), updatedBy: staff.email };
  const banner = await db().runTransaction(async (transaction) => {
    const current = input.bannerId ? await transaction.get(ref) : null;
    if (current && !current.exists) throw new DomainError('not-found', { errorKey: errorKeys.adminNotFound });
    const others = saved.active
      ? (await readActiveBanners(transaction, saved.placement)).filter((other) => other.id !== ref.id)
      : [];
    const before = current ? (current.data() as BannerDocument) : null;
    if (before && others.length === 0 && JSON.stringify(editedFields(before)) === JSON.stringify(saved)) {
      // Saved as it was: no change, no entry.
      return before;
    }
    for (const other of others) {
      transaction.update(other.ref, { active: false, ...stamp });
      writeAudit(
        transaction,
        staff,
        {
          action: 'adminSaveBanner',
          subject: 'banner',
          subjectId: other.id,
          before: { active: true },
          after: { active: false },
        },
        now,
      );
    }
    const document: BannerDocument = { ...saved, ...stamp };
    transaction.set(ref, document);
    writeAudit(
      transaction,
      staff,
      {
        action: 'adminSaveBanner',
        subject: 'banner',
        subjectId: ref.id,
        before: before ? editedFields(before) : null,
        after: saved,
      },
      now,
    );
    return document;
  });
  return { banner: adminBannerOf(ref.id, banner) };
}
