import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';

/**
 * Cursor paging for the support console's lists. The cursor is the last row's sort value and document id (base64url
 * JSON): opaque to the console, stable while rows are added, and never more than one page read per request.
 * A cursor the server did not make (edited, from another list) is treated as no cursor: the first page.
 */
interface CursorValue {
  /** The sort field's value: milliseconds for a timestamp, else the value itself (null comes last). */
  v: number | string | null;
  id: string;
}

export function encodeCursor(snapshot: DocumentSnapshot, orderField: string): string {
  const value: unknown = snapshot.get(orderField) ?? null;
  const cursor: CursorValue = {
    v:
      value instanceof Timestamp
        ? value.toMillis()
        : typeof value === 'number' || value === null
          ? value
          : String(value),
    id: snapshot.id,
  };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(cursor: string | null): CursorValue | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorValue>;
    if (
      (typeof parsed.v === 'number' || typeof parsed.v === 'string' || parsed.v === null) &&
      typeof parsed.id === 'string'
    ) {
      return { v: parsed.v, id: parsed.id };
    }
  } catch {
    // Not one of ours: the first page.
  }
  return null;
}

export interface Page {
  docs: DocumentSnapshot[];
  nextCursor: string | null;
  total: number;
}

/**
 * One page of `query` ordered by `orderField` (descending: newest first) then the document id, after `cursor`, with
 * the count of everything the query matches. `orderField` holding a timestamp is compared as one.
 */
export async function readPage(
  query: Query,
  orderField: string,
  cursor: string | null,
  pageSize: number,
  timestampField = true,
): Promise<Page> {
  const after = decodeCursor(cursor);
  let ordered = query.orderBy(orderField, 'desc').orderBy('__name__', 'desc');
  if (after) {
    const value = timestampField && typeof after.v === 'number' ? Timestamp.fromMillis(after.v) : after.v;
    // A string id for `__name__` is read relative to the query's collection.
    ordered = ordered.startAfter(value, after.id);
  }
  const [rows, count] = await Promise.all([ordered.limit(pageSize + 1).get(), query.count().get()]);
  const docs = rows.docs.slice(0, pageSize);
  const last = docs.at(-1);
  return {
    docs,
    nextCursor: rows.docs.length > pageSize && last ? encodeCursor(last, orderField) : null,
    total: count.data().count,
  };
}
