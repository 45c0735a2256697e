import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The spec's display format (§5, §9). */
export const displayDateFormat = 'DD/MM/YYYY';

export const formatDisplayDate = (date: Date | string): string => dayjs(date).format(displayDateFormat);

/** Parses dd/MM/yyyy strictly (31/02 is not a date); undefined when it is not one. */
export function parseDisplayDate(text: string): Date | undefined {
  const parsed = dayjs(text, displayDateFormat, true);
  return parsed.isValid() ? parsed.toDate() : undefined;
}
