/**
 * Rounded as ICU rounds: the shortest decimal that reads back as the amount (what `toString` prints: 1.005, not its
 * binary 1.00499…), cut after the cents and rounded up from a third digit of 5.
 */
function centsOf(amount: number): number {
  const written = amount.toString();
  if (written.includes('e')) return Math.round(amount * 100);
  const [whole = '0', fraction = ''] = written.split('.');
  const digits = `${fraction}000`;
  return Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits.charAt(2) >= '5' ? 1 : 0);
}

/**
 * Euros as Croatian drivers read them, as `Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' })`
 * writes them: 1.234,56 € (a no-break space before the sign, U+2212 for a minus, halves rounded away from zero).
 * Written out by hand because creating that formatter loads the locale's data, some 60 ms of a throttled phone's main
 * thread on the first page that shows a price (the home page's covers); money.test.ts holds it to Intl's output.
 */
export function formatEuros(amount: number): string {
  const cents = centsOf(Math.abs(amount));
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = String(cents % 100).padStart(2, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '\u2212' : '';
  return `${sign}${whole},${fraction}\u00a0€`;
}
