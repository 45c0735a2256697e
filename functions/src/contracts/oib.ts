/**
 * OIB, the Croatian personal identification number: 11 digits, the last a check digit computed with
 * ISO 7064 MOD 11,10 over the first ten.
 */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let remainder = 10;
  for (const digit of value.slice(0, 10)) {
    remainder = (remainder + Number(digit)) % 10;
    if (remainder === 0) remainder = 10;
    remainder = (remainder * 2) % 11;
  }
  const check = 11 - remainder === 10 ? 0 : 11 - remainder;
  return check === Number(value[10]);
}
