/**
 * What every list of the support console shares: lists are paged on the server with an opaque cursor (never a whole
 * collection), and each answers how many items match in all, so the console can say "25 of 312".
 */
import { fieldErrors } from './field-rules.js';
import { clientContextFields, textSchema } from './validation.js';

/** Rows per page: a screen of a table on a laptop; the cursor brings the next. */
export const adminPageSize = 25;

/** The `nextCursor` of the previous page, as the server gave it (base64url); null for the first page. */
export const adminCursorSchema = () =>
  textSchema()
    .max(512, fieldErrors.tooLong)
    .matches(/^[A-Za-z0-9_-]+$/, { message: fieldErrors.invalid, excludeEmptyString: true })
    .nullable()
    .defined(fieldErrors.required);

export interface AdminPage<Item> {
  items: Item[];
  /** Null on the last page. */
  nextCursor: string | null;
  /** How many match the filter in all (Firestore's count aggregation, not the rows read). */
  total: number;
}

/**
 * What the SPA sends with every call (spec §7: platform and version). Checked when present, not required: nothing the
 * console does depends on them.
 */
export const adminClientFields = {
  platform: clientContextFields.platform.optional(),
  platformVersion: clientContextFields.platformVersion.optional(),
};
