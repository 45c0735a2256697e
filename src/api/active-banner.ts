import { queryOptions } from '@tanstack/react-query';
import { bannersCollection, type Banner, type BannerPlacement } from '@contracts/banners';
import { emulatorHost, firebaseApiKey, firebaseProjectId, usesEmulators } from './firebase-config';

const firestoreOrigin = usesEmulators ? `http://${emulatorHost}:8080` : 'https://firestore.googleapis.com';

type StringField = { stringValue?: string };

interface RunQueryRow {
  document?: { fields?: { html?: StringField; htmlEn?: StringField; preset?: StringField } };
}

/** `preset` as stored: the sanitiser reads an unknown or missing one as `default` (lib/banner-html.ts). */
export type BannerText = Pick<Banner, 'html' | 'htmlEn'> & { preset: string | undefined };

/**
 * The active banner's texts for a placement, or null; untrusted until sanitised (lib/banner-html.ts). One call to
 * Firestore's REST API, which the security rules guard like any client read: no Firebase SDK on the page for it.
 * Both languages come in the one answer, so switching language needs no second request.
 */
export async function fetchActiveBanner(placement: BannerPlacement): Promise<BannerText | null> {
  const equals = (field: string, value: object) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value },
  });
  const response = await fetch(
    `${firestoreOrigin}/v1/projects/${firebaseProjectId}/databases/(default)/documents:runQuery?key=${firebaseApiKey}`,
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
          limit: 1,
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`Banner query answered ${response.status}`);
  const rows = (await response.json()) as RunQueryRow[];
  const fields = rows[0]?.document?.fields;
  const html = fields?.html?.stringValue;
  return html?.trim() ? { html, htmlEn: fields?.htmlEn?.stringValue, preset: fields?.preset?.stringValue } : null;
}

/** Query options only (no hook here): main.tsx starts this query before React renders, and stays small for it. */
export const activeBannerQuery = (placement: BannerPlacement) =>
  queryOptions({
    queryKey: ['banner', placement],
    queryFn: () => fetchActiveBanner(placement),
    staleTime: 5 * 60_000,
    // A missing banner is no reason to bother the visitor: no retries, no error toast.
    retry: false,
  });
