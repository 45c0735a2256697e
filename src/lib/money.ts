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
 * Euros as the page's readers write them, exactly as `Intl.NumberFormat` does with `style: 'currency'` and
 * `currency: 'EUR'`: Croatian (hr-HR) 1.234,56 € (a no-break space before the sign, U+2212 for a minus), English
 * (en-GB, for `language` 'en') €1,234.56 (-€1.50); halves rounded away from zero in both. Written out by hand because
 * creating that formatter loads the locale's data, some 60 ms of a throttled phone's main thread on the first page that
 * shows a price (the home page's covers); money.test.ts holds it to Intl's output. Components take the page's
 * language from `useEuros` (app/ui/use-euros.ts); code that is not a component passes it.
 */
export function formatEuros(amount: number, language = 'hr'): string {
  const english = language === 'en';
  const cents = centsOf(Math.abs(amount));
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, english ? ',' : '.');
  const fraction = String(cents % 100).padStart(2, '0');
  const negative = amount < 0 || Object.is(amount, -0);
  return english
    ? `${negative ? '-' : ''}€${whole}.${fraction}`
    : `${negative ? '\u2212' : ''}${whole},${fraction}\u00a0€`;
}
