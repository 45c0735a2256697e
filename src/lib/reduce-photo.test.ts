import { describe, expect, it } from 'vitest';
import {
  encodeWithinBudget,
  PhotoNotReadable,
  photoLimits,
  reducePhoto,
  scaledSize,
  type Encoder,
} from './reduce-photo';

/** A stand-in for the canvas: a JPEG's size grows with its pixels and its quality. */
function fakeEncoder(bytesPerPixelAtFullQuality: number) {
  const tried: { width: number; height: number; quality: number }[] = [];
  const encode: Encoder = async ({ width, height }, quality) => {
    tried.push({ width, height, quality });
    // Only the size is read: no need to allocate megabytes.
    return { size: Math.round(width * height * bytesPerPixelAtFullQuality * quality) } as Blob;
  };
  return { encode, tried };
}

describe('scaledSize', () => {
  it('brings the long side down to 1600 px, keeping the shape', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(4000, 1000)).toEqual({ width: 1600, height: 400 });
  });

  it('leaves a small picture as it is', () => {
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });
});

describe('encodeWithinBudget', () => {
  it('takes the first quality that fits, at 1600 px', async () => {
    // 1600 × 1200 × 0.3 × q: 0.85 → 490 kB (too big), 0.75 → 432 kB (too big), 0.65 → 374 kB.
    const { encode, tried } = fakeEncoder(0.3);
    const blob = await encodeWithinBudget(4032, 3024, encode);
    expect(blob.size).toBeLessThanOrEqual(photoLimits.bytes);
    expect(tried.map((step) => step.quality)).toEqual([0.85, 0.75, 0.65]);
    expect(tried.every((step) => step.width === 1600 && step.height === 1200)).toBe(true);
  });

  it('makes the picture smaller when even the lowest quality is too big', async () => {
    const { encode, tried } = fakeEncoder(1);
    const blob = await encodeWithinBudget(4032, 3024, encode);
    expect(blob.size).toBeLessThanOrEqual(photoLimits.bytes);
    const last = tried.at(-1);
    expect(last?.width).toBeLessThan(1600);
    expect(tried.filter((step) => step.width === 1600)).toHaveLength(5);
  });

  it('gives up below the smallest useful size', async () => {
    const { encode, tried } = fakeEncoder(100);
    await expect(encodeWithinBudget(4032, 3024, encode)).rejects.toBeInstanceOf(PhotoNotReadable);
    expect(Math.max(tried.at(-1)?.width ?? 0, tried.at(-1)?.height ?? 0)).toBe(photoLimits.smallestLongSide);
  });
});

// jsdom draws nothing, so every file here is one "this browser cannot decode".
describe('reducePhoto with a file the browser cannot draw', () => {
  it('sends a small HEIC photo as it is (the server checks and strips it)', async () => {
    const heic = new Blob([new Uint8Array(200 * 1024)], { type: 'image/heic' });
    await expect(reducePhoto(heic)).resolves.toBe(heic);
  });

  it('refuses one that is too big to send as it is', async () => {
    const heic = new Blob([new Uint8Array(700 * 1024)], { type: 'image/heic' });
    await expect(reducePhoto(heic)).rejects.toBeInstanceOf(PhotoNotReadable);
  });

  it('refuses what is not a photo', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await expect(reducePhoto(pdf)).rejects.toBeInstanceOf(PhotoNotReadable);
  });
});
