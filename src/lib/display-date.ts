/**
 * A date as the spec shows it, dd/MM/yyyy (§5, §9), without dayjs: the blog and the cookie page show a date and need
 * nothing else of dates, and dayjs with its parsing plugin was 11 kB of a light page's 300 kB of JavaScript.
 */
export function formatDisplayDate(date: Date | string): string {
  // A bare ISO day is that day where the reader is, as dayjs reads it; `new Date('2026-12-06')` is UTC's midnight.
  const day = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00`) : new Date(date);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(day.getDate())}/${twoDigits(day.getMonth() + 1)}/${day.getFullYear()}`;
}
