const zagrebDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * An instant as the policy states it, in Croatian time whatever the device's zone: `23/11/2026 14:35`. Cover starts
 * and ends at a minute in Zagreb, and a driver abroad must read the same minute as the police at home.
 */
export function formatZagrebDateTime(iso: string): string {
  const parts = Object.fromEntries(zagrebDateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
