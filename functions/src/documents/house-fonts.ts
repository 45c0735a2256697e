import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { HouseFonts } from './pdf-house-style.js';

const require = createRequire(import.meta.url);

let fonts: Promise<HouseFonts> | undefined;

/** The DejaVu fonts of the house style, read from the dejavu-fonts-ttf package once per instance. */
export function loadHouseFonts(): Promise<HouseFonts> {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // A failed read must not stay cached: the next policy tries again.
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}
