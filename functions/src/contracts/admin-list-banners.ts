/** `adminListBanners`: every banner of every placement, active or draft (a handful; no paging needed). */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import type { AdminBanner } from './admin-save-banner.js';
import { fieldErrors } from './field-rules.js';

export const adminListBannersRequestSchema = yup.object({ ...adminClientFields }).noUnknown(fieldErrors.invalid);

export type AdminListBannersRequest = yup.InferType<typeof adminListBannersRequestSchema>;

export interface AdminListBannersResponse {
  items: AdminBanner[];
  total: number;
}
