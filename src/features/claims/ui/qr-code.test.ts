import { describe, expect, it } from 'vitest';
import { qrCodeModules } from './qr-code';

const link = 'https://autoodgovornost.hr/en/claims/join/ABC234';

/** The 15 format bits as drawn beside the top-left finder, read back in the standard's order. */
function formatBits(modules: boolean[][]): number {
  const at = (x: number, y: number) => (modules[y]?.[x] ? 1 : 0);
  const bits = [
    ...[0, 1, 2, 3, 4, 5].map((i) => at(8, i)),
    at(8, 7),
    at(8, 8),
    at(7, 8),
    ...[9, 10, 11, 12, 13, 14].map((i) => at(14 - i, 8)),
  ];
  return bits.reduce((value, bit, index) => value | (bit << index), 0);
}

describe('the join link as a QR code', () => {
  it('is the smallest version that holds the link, with its three finders and timing patterns', () => {
    const modules = qrCodeModules(link);
    // 49 bytes in byte mode at level M: version 4, 33 modules a side.
    expect(modules).toHaveLength(33);
    for (const [x, y] of [
      [0, 0],
      [26, 0],
      [0, 26],
    ] as const) {
      // A finder: dark 7×7 ring, light ring, dark 3×3 core.
      expect(modules[y]?.slice(x, x + 7)).toEqual([true, true, true, true, true, true, true]);
      expect(modules[y + 1]?.slice(x, x + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(modules[y + 3]?.slice(x, x + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    expect(modules[6]?.slice(8, 25)).toEqual(Array.from({ length: 17 }, (_, i) => i % 2 === 0));
    expect(modules[25]?.[8]).toBe(true);
  });

  it('says error correction level M and the mask it used, with a valid BCH code', () => {
    const modules = qrCodeModules(link);
    const format = formatBits(modules) ^ 0x5412;
    expect(format >> 13).toBe(0b00);
    let remainder = format >> 10;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    expect(((format >> 10) << 10) | remainder).toBe(format);
  });

  it('draws the same code for the same link, and refuses one too long for version 9', () => {
    expect(qrCodeModules(link)).toEqual(qrCodeModules(link));
    expect(() => qrCodeModules('x'.repeat(200))).toThrow(/Too long/);
  });
});
