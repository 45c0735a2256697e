import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';

/**
 * Cursor paging for the support console's lists. The cursor is the last row's sort value and document id (base64url
 * JSON): opaque to the console, stable while rows are added, and never more than one page read per request.
 * A cursor the server did not make (edited, from another list) is treated as no cursor: the first page.
 */
type CursorField = number | string | null;

interface CursorValue {
  /** The sort field's value: milliseconds for a timestamp, else the value itself (null comes last). */
  v: CursorField;
  /** The values of the fields ordered after it (`thenBy`), the same way. */
  t?: CursorField[];
  id: string;
}

function cursorField(value: unknown): CursorField {
  if (value instanceof Timestamp) return value.toMillis();
  return typeof value === 'number' || value === null || value === undefined ? (value ?? null) : String(value);
}

const isCursorField = (value: unknown): value is CursorField =>
  typeof value === 'number' || typeof value === 'string' || value === null;

export function encodeCursor(snapshot: DocumentSnapshot, orderField: string, thenBy: readonly string[] = []): string {
  const cursor: CursorValue = {
    v: cursorField(snapshot.get(orderField)),
    ...(thenBy.length > 0 ? { t: thenBy.map((field) => cursorField(snapshot.get(field))) } : {}),
    id: snapshot.id,
  };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(cursor: string | null, thenBy: readonly string[]): CursorValue | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorValue>;
    const then = parsed.t ?? [];
    if (
      isCursorField(parsed.v) &&
      typeof parsed.id === 'string' &&
      Array.isArray(then) &&
      then.length === thenBy.length &&
      then.every(isCursorField)
    ) {
      return { v: parsed.v, t: then, id: parsed.id };
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
 * One page of `query` ordered by `orderField` (descending: newest first), then by the timestamp fields `thenBy` (a
 * query with inequalities on several fields must order by each of them, before the id), then the document id, after
 * `cursor`, with the count of everything the query matches. `orderField` holding a timestamp is compared as one.
 */
export async function readPage(
  query: Query,
  orderField: string,
  cursor: string | null,
  pageSize: number,
  timestampField = true,
  thenBy: readonly string[] = [],
): Promise<Page> {
  const after = decodeCursor(cursor, thenBy);
  let ordered = thenBy
    .reduce((sorted, field) => sorted.orderBy(field, 'desc'), query.orderBy(orderField, 'desc'))
    .orderBy('__name__', 'desc');
  if (after) {
    const value = timestampField && typeof after.v === 'number' ? Timestamp.fromMillis(after.v) : after.v;
    const then = (after.t ?? []).map((field) => (typeof field === 'number' ? Timestamp.fromMillis(field) : field));
    // A string id for `__name__` is read relative to the query's collection.
    ordered = ordered.startAfter(value, ...then, after.id);
  }
  const [rows, count] = await Promise.all([ordered.limit(pageSize + 1).get(), query.count().get()]);
  const docs = rows.docs.slice(0, pageSize);
  const last = docs.at(-1);
  return {
    docs,
    nextCursor: rows.docs.length > pageSize && last ? encodeCursor(last, orderField, thenBy) : null,
    total: count.data().count,
  };
}
