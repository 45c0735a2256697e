import type { DocumentSnapshot, Timestamp, Transaction } from 'firebase-admin/firestore';
import { bannersCollection, type Banner, type BannerPlacement } from '../contracts/banners.js';
import { db } from './firestore.js';

/** `banners/{id}`: the site's banners (contracts/banners.ts), read by visitors while active. */
export interface BannerDocument extends Banner {
  /** When and by which admin (e-mail) it was last saved; absent on seeded banners nobody has saved. */
  updatedAt?: Timestamp;
  updatedBy?: string;
}

/** More banners than staff keep: the console's list is read whole, but never an unbounded collection. */
const bannerListLimit = 200;

const banners = () => db().collection(bannersCollection);

export async function readBanners(): Promise<{ docs: DocumentSnapshot[]; total: number }> {
  const [rows, count] = await Promise.all([banners().limit(bannerListLimit).get(), banners().count().get()]);
  return { docs: rows.docs, total: count.data().count };
}

/** A banner's reference: an existing one by id, or a new one with a random id. */
export const bannerRef = (bannerId: string | null) => (bannerId ? banners().doc(bannerId) : banners().doc());

/** The banners active in a placement: one, unless something outside the console activated another. */
export async function readActiveBanners(transaction: Transaction, placement: BannerPlacement) {
  const snapshot = await transaction.get(banners().where('placement', '==', placement).where('active', '==', true));
  return snapshot.docs;
}
