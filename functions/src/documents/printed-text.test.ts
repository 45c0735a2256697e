/**
 * What a driver types comes back printed: the e-policy, the green card and the accident statement print names,
 * addresses, makes and a statement's free text in the house fonts, and a character without a glyph prints as an empty
 * box (issue 41: "Renault 🚗"). Every character a rule of those fields takes must be in both fonts the PDFs embed.
 */
import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityPattern, houseNumberPattern, namePattern, streetPattern } from '../contracts/policyholder.js';
import { isPrintedText, vehicleTextPattern } from '../contracts/printed-text.js';

import { loadHouseFonts } from './house-fonts.js';

type Rule = { test: (text: string) => boolean };

const rules: Record<string, Rule> = {
  name: namePattern,
  street: streetPattern,
  houseNumber: houseNumberPattern,
  city: cityPattern,
  makeOrModel: vehicleTextPattern,
  // A statement's other text (policy number, witnesses, remarks, damage, a reason not to sign).
  printedText: { test: isPrintedText },
};

/**
 * A character where a rule may take it: alone, between letters (a hyphen in a name), after a digit (a house number's
 * letter). None of the rules takes a character outside the Basic Multilingual Plane (checked below).
 */
const placesFor = (character: string) => [character, `a${character}a`, `1${character}`];

function acceptedCodePoints(rule: Rule): number[] {
  const accepted: number[] = [];
  for (let codePoint = 0; codePoint <= 0xffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    if (placesFor(String.fromCodePoint(codePoint)).some((text) => rule.test(text))) accepted.push(codePoint);
  }
  return accepted;
}

/** Tab and line breaks of several-line text: pdf-lib breaks the line or writes spaces, no glyph is drawn. */
const laidOut = new Set([0x09, 0x0a, 0x0d]);

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

let fonts: { name: string; hasGlyphForCodePoint: (codePoint: number) => boolean }[];
beforeAll(async () => {
  // The very bytes the PDFs embed.
  const { regular, bold } = await loadHouseFonts();
  fonts = [
    { name: 'DejaVu Sans', font: regular },
    { name: 'DejaVu Sans Bold', font: bold },
  ].map(({ name, font }) => {
    const opened = fontkit.create(font);
    return { name, hasGlyphForCodePoint: (codePoint: number) => opened.hasGlyphForCodePoint(codePoint) };
  });
});

describe('text the PDFs print', () => {
  it.each(Object.entries(rules))('every character the %s rule takes has a glyph in both fonts', (_field, rule) => {
    const accepted = acceptedCodePoints(rule);
    expect(accepted.length).toBeGreaterThan(500);
    const gaps = fonts.flatMap((font) =>
      accepted
        .filter((codePoint) => !laidOut.has(codePoint) && !font.hasGlyphForCodePoint(codePoint))
        .map((codePoint) => `${hex(codePoint)} in ${font.name}`),
    );
    expect(gaps).toEqual([]);
  });

  it('takes what Croatian drivers type, and no emoji, no script the fonts lack, nothing past the BMP', () => {
    const names = ['Đurđa', 'Ana-Marija', "D'Ambrosio", 'Müller', 'Nguyễn', 'Σοφία', 'Жељко'];
    expect(names.filter((name) => !namePattern.test(name))).toEqual([]);
    const makes = ['Mercedes-Benz', 'Citroën', 'ID.3', 'C 220 d', 'Jumpy+'];
    expect(makes.filter((make) => !vehicleTextPattern.test(make))).toEqual([]);
    expect(isPrintedText('Udario me s lijeva, „žuto” svjetlo – oko 50 km/h…\n\tŠteta ~1.200 €.')).toBe(true);
    // An emoji, a mathematical letter and a CJK letter past the BMP; Arabic and Georgian; a format character.
    const refused = ['Renault 🚗', 'Ana 𝐀', 'Li 𠀀', 'محمد', 'ნინო', 'a\u202Eb', 'a\u200Bb'];
    for (const [field, rule] of Object.entries(rules))
      expect([field, refused.filter((text) => rule.test(text))]).toEqual([field, []]);
    expect([namePattern, vehicleTextPattern].some((rule) => rule.test('Marko<script>alert(1)</script>'))).toBe(false);
  });
});
