import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The spec's display format (§5, §9), as dayjs writes it; lib/display-date.ts shows a date in it. */
export const displayDateFormat = 'DD/MM/YYYY';

/** Parses dd/MM/yyyy strictly (31/02 is not a date); undefined when it is not one. */
export function parseDisplayDate(text: string): Date | undefined {
  const parsed = dayjs(text, displayDateFormat, true);
  return parsed.isValid() ? parsed.toDate() : undefined;
}

/**
 * Inserts the separators while a date is typed as bare digits ("14051986" appears as "14/05/1986"), so the numeric
 * keyboard needs no "/" key. Only while the text grows at its end and its slashes are where this puts them: a driver
 * deleting a "/" is not fought, and one typing 1/5/1986 or dots (14.5.1986) keeps what they type.
 */
export function withDateSeparators(previous: string, typed: string): string {
  const ours = /^\d+$|^\d{2}\/\d+$|^\d{2}\/\d{2}\/\d*$/;
  if (typed.length <= previous.length || !typed.startsWith(previous) || !ours.test(typed)) return typed;
  const digits = typed.replace(/\//g, '');
  if (digits.length <= 2 || digits.length > 8) return typed;
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
