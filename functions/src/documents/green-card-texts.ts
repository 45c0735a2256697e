/** The green card's texts: its PDF and the policy e-mail that carries it say the same thing the same way. */
import type { EPolicy } from './e-policy.js';
import en from './locales/green-card.en.json' with { type: 'json' };
import hr from './locales/green-card.hr.json' with { type: 'json' };

/** Croatian is the product's language: its file is the shape the English one must match. */
export type GreenCardTexts = typeof hr;

export const greenCardTexts: Readonly<Record<EPolicy['locale'], GreenCardTexts>> = { hr, en };
