/**
 * `adminSaveBanner`: create a banner (`bannerId` null) or change one. Activating a banner deactivates the one active
 * in its placement, in the same transaction: a placement never shows two.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import { bannerPlacements, type Banner } from './banners.js';
import { bannerHtmlMaxLength, bannerPresetNames } from './banner-presets.js';
import { fieldErrors } from './field-rules.js';
import { idSchema, multilineTextSchema, textSchema } from './validation.js';

const bannerHtmlSchema = () => multilineTextSchema().trim().max(bannerHtmlMaxLength, fieldErrors.tooLong);

export const adminSaveBannerRequestSchema = yup
  .object({
    bannerId: idSchema().nullable().defined(fieldErrors.required),
    placement: textSchema().oneOf(bannerPlacements, fieldErrors.invalid).required(fieldErrors.required),
    preset: textSchema().oneOf(bannerPresetNames, fieldErrors.invalid).required(fieldErrors.required),
    html: bannerHtmlSchema().required(fieldErrors.required),
    /** Empty: the English site shows the Croatian text. */
    htmlEn: bannerHtmlSchema().defined(fieldErrors.required),
    active: yup.boolean().required(fieldErrors.required),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminSaveBannerRequest = yup.InferType<typeof adminSaveBannerRequestSchema>;

export interface AdminBanner extends Required<Banner> {
  bannerId: string;
  /** ISO 8601; null on seeded banners nobody has saved. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface AdminSaveBannerResponse {
  banner: AdminBanner;
}
