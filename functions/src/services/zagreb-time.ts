/**
 * Croatian wall-clock time. Functions run in UTC, but a policy's period is what a Croatian driver reads on it:
 * "from 23/11/2026 14:35", Zagreb time, summer time included.
 */
import { zagrebDate } from '../contracts/policy-dates.js';

const zone = 'Europe/Zagreb';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallTimeOf(instant: Date): WallTime & { second: number } {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes Zagreb is ahead of UTC at that instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const wall = wallTimeOf(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a Zagreb wall-clock time names (in the hour skipped in spring, the time one hour later). */
export function zagrebInstant(wall: WallTime): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = new Date(guess - offsetMinutes(new Date(guess)) * 60_000);
  return new Date(guess - offsetMinutes(first) * 60_000);
}

/** The instant a Zagreb calendar day (`yyyy-MM-dd`) begins, or the day `daysLater` days after it. */
export function zagrebMidnight(isoDate: string, daysLater = 0): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + daysLater));
  return zagrebInstant({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: 0,
    minute: 0,
  });
}

/** ISO 8601 with Zagreb's offset, as the insurer's wire wants instants: `2026-11-23T14:35:00+01:00`. */
export function zagrebIso(instant: Date): string {
  const wall = wallTimeOf(instant);
  const offset = offsetMinutes(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/**
 * The period a paid policy covers (spec §4, §9): from the minute of payment when the chosen start day has come (or
 * passed while the driver paid), else from midnight of that day; one year, to the same wall-clock time a year later
 * (29 February → 28 February).
 */
export function policyPeriod(startDate: string, paidAt: Date): { startsAt: Date; endsAt: Date } {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const paid = wallTimeOf(paidAt);
  const start: WallTime =
    startDate <= zagrebDate(paidAt)
      ? { year: paid.year, month: paid.month, day: paid.day, hour: paid.hour, minute: paid.minute }
      : { year, month, day, hour: 0, minute: 0 };
  const startsAt = zagrebInstant(start);
  const lastDayOfMonthNextYear = new Date(Date.UTC(start.year + 1, start.month, 0)).getUTCDate();
  const endsAt = zagrebInstant({ ...start, year: start.year + 1, day: Math.min(start.day, lastDayOfMonthNextYear) });
  return { startsAt, endsAt };
}
