import { joinCodePattern } from '@contracts/accident-statement';
import { languagePrefix, type Language } from '../../../app/languages';
import { claimsPaths } from '../claims-routes';

/** What a driver typed or the QR link carried, as the server reads it: spaces and dashes out, upper case. */
export const normalizeJoinCode = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

export const isJoinCode = (code: string) => joinCodePattern.test(code);

/** The address B's phone opens from the QR code or the shared link. */
export const joinPath = (code: string, language: Language) =>
  `${languagePrefix(language)}${claimsPaths['claims-join-code'].replace(':code', code)}`;
