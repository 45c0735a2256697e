/**
 * `adminExportFunnel`: the abandoned quotes of a period (not paid) whose drivers agreed to be contacted about them,
 * as CSV for the call list: when, the furthest step, the plate, e-mail and phone, and the resume link's record id.
 * Nobody who did not agree is in it.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import { funnelPeriodFields } from './admin-get-funnel.js';
import { fieldErrors } from './field-rules.js';

/** Rows one export holds at most; a period with more is cut to the newest, and `truncated` says so. */
export const funnelExportMaxRows = 5000;

export const adminExportFunnelRequestSchema = yup
  .object({ ...funnelPeriodFields, ...adminClientFields })
  .noUnknown(fieldErrors.invalid);

export type AdminExportFunnelRequest = yup.InferType<typeof adminExportFunnelRequestSchema>;

export interface AdminExportFunnelResponse {
  /** UTF-8 text, `;`-separated as spreadsheet programs in Croatia expect, with a header row. */
  csv: string;
  fileName: string;
  rows: number;
  truncated: boolean;
}
