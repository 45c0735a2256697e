import DOMPurify from 'dompurify';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { bannersCollection, type BannerPlacement } from '@contracts/banners';
import { emulatorHost, firebaseApp, usesEmulators } from './firebase-app';

let firestore: Firestore | undefined;

// The lite SDK (REST, no listeners, no offline cache) is enough for one read and a fraction of the full SDK's size.
function bannerStore(): Firestore {
  if (firestore) return firestore;
  firestore = getFirestore(firebaseApp());
  if (usesEmulators) connectFirestoreEmulator(firestore, emulatorHost, 8080);
  return firestore;
}

/** Text formatting and links only: no scripts, handlers, styles, forms or embedded content. */
const allowed = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'br', 'span', 'p'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
};

export function sanitizeBannerHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ...allowed, RETURN_DOM_FRAGMENT: true });
  // A link that opens a new tab must not hand the opened page a reference back to ours.
  for (const link of clean.querySelectorAll('a[target]')) link.setAttribute('rel', 'noopener noreferrer');
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}

/** The active banner's sanitised HTML for a placement, or null when none is active. */
export async function readActiveBanner(placement: BannerPlacement): Promise<string | null> {
  const snapshot = await getDocs(
    query(
      collection(bannerStore(), bannersCollection),
      where('active', '==', true),
      where('placement', '==', placement),
      limit(1),
    ),
  );
  const html: unknown = snapshot.docs[0]?.get('html');
  if (typeof html !== 'string') return null;
  const clean = sanitizeBannerHtml(html);
  return clean.trim() ? clean : null;
}
