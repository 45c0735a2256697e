import type { AddOnOption, CoverCode } from '@contracts/covers';
import type { PricingResponse, ZoneDiscount } from '@contracts/get-groupama-pricing-for-options';
import { formatEuros } from '../../../lib/money';

/** The add-ons offered as checkboxes, in the order drivers read them; full casco is offered as the plus plan instead. */
export const checkboxAddOns = [
  'passenger-and-driver-protection',
  'extended-passenger-and-driver-protection',
  'roadside-assistance',
  'roadside-assistance-europe',
  'bonus-protection',
] as const satisfies readonly AddOnOption[];

/** What a cover costs the driver as the insurer priced it; undefined when the quote does not offer it. */
export const coverPrice = (pricing: PricingResponse, code: CoverCode): number | undefined =>
  pricing.premiumCovers.find((cover) => cover.coverCode === code)?.discountedPrice;

const percent = {
  hr: new Intl.NumberFormat('hr-HR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};

/** A zone discount as the page's readers write it: "7,5 %" or "15,00 €" in Croatian, "7.5%" or "€15.00" in English. */
export const formatZoneDiscount = (zone: ZoneDiscount, language: string): string => {
  if (zone.discountAmountType === 'amount') return formatEuros(zone.discountAmount, language);
  return language === 'en'
    ? `${percent.en.format(zone.discountAmount)}%`
    : `${percent.hr.format(zone.discountAmount)} %`;
};
