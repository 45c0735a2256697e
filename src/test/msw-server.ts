import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Firestore's REST query endpoint, which the banner reader (Firestore lite) calls. */
export const firestoreQueryUrl = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents:runQuery$/;

/** A query answer with the given documents' string fields, as Firestore's REST API returns it. */
export const firestoreQueryAnswer = (documents: Record<string, string | boolean>[]) =>
  HttpResponse.json(
    documents.length === 0
      ? [{ readTime: '2026-11-21T08:00:00Z' }]
      : documents.map((fields, index) => ({
          document: {
            name: `projects/demo-autoodgovornost/databases/(default)/documents/banners/b${index}`,
            fields: Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [
                key,
                typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value },
              ]),
            ),
            createTime: '2026-11-01T08:00:00Z',
            updateTime: '2026-11-01T08:00:00Z',
          },
          readTime: '2026-11-21T08:00:00Z',
        })),
  );

/**
 * The network edge of component tests; each test adds the handlers it needs with `server.use(...)`. By default
 * no banner is active, so pages with a banner place render without one.
 */
export const server = setupServer(http.post(firestoreQueryUrl, () => firestoreQueryAnswer([])));
