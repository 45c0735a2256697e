import type { StatementPhoto } from '@contracts/accident-statement';
import { maxPhotoBytes } from '@contracts/request-sizes';

/** What the phone sends: a long side of at most 1600 px (enough to read a dent or a plate) in at most 400 kB. */
export const photoLimits = { longSide: 1600, bytes: 400 * 1024, smallestLongSide: 480 } as const;

/** Qualities tried in turn; below 0.4 a JPEG's blocks hide the scratches the photo is for, so the size shrinks instead. */
const qualities = [0.85, 0.75, 0.65, 0.55, 0.45] as const;

/** The browser cannot open this file, and it cannot be sent as it is (not an image the server takes, or too big). */
export class PhotoNotReadable extends Error {
  constructor() {
    super('The photo cannot be read on this phone');
    this.name = 'PhotoNotReadable';
  }
}

/** The size a picture is drawn at: its own when small enough, else scaled down to `longSide`, rounded. */
export function scaledSize(width: number, height: number, longSide: number = photoLimits.longSide) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type Encoder = (size: { width: number; height: number }, quality: number) => Promise<Blob>;

/**
 * Encodes within the byte budget: each quality in turn at the full size, then, if even the lowest is too big (a
 * photo of gravel or foliage), the same at three quarters of the size, down to `smallestLongSide`.
 */
export async function encodeWithinBudget(width: number, height: number, encode: Encoder): Promise<Blob> {
  let longSide = Math.min(photoLimits.longSide, Math.max(width, height));
  for (;;) {
    const size = scaledSize(width, height, longSide);
    for (const quality of qualities) {
      const blob = await encode(size, quality);
      if (blob.size <= photoLimits.bytes) return blob;
    }
    if (longSide <= photoLimits.smallestLongSide) throw new PhotoNotReadable();
    longSide = Math.max(photoLimits.smallestLongSide, Math.round(longSide * 0.75));
  }
}

const acceptedTypes = new Set<string>([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] satisfies StatementPhoto['contentType'][]);

type Drawable = { source: CanvasImageSource; width: number; height: number; release: () => void };

/** Decodes with the camera's rotation applied (EXIF orientation), since the metadata that holds it is dropped. */
async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // An older Safari refuses the options or the format; an <img> may still draw it.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

function canvasEncoder(picture: Drawable): Encoder {
  const canvas = document.createElement('canvas');
  return ({ width, height }, quality) => {
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('No 2D canvas'));
    context.drawImage(picture.source, 0, 0, width, height);
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG'))),
        'image/jpeg',
        quality,
      ),
    );
  };
}

/**
 * The photo as the phone sends it: drawn again on a canvas (which keeps none of the file's metadata: no GPS, no
 * camera serial) at a long side of at most 1600 px, as a JPEG of at most 400 kB. A file this browser cannot draw (a
 * HEIC photo outside Safari) goes as it is when it is an image type the server takes and small enough; the server
 * checks its bytes and strips its metadata. Anything else throws `PhotoNotReadable`.
 */
export async function reducePhoto(file: Blob): Promise<Blob> {
  let picture: Drawable;
  try {
    picture = await decode(file);
  } catch {
    if (acceptedTypes.has(file.type) && file.size <= maxPhotoBytes) return file;
    throw new PhotoNotReadable();
  }
  try {
    return await encodeWithinBudget(picture.width, picture.height, canvasEncoder(picture));
  } finally {
    picture.release();
  }
}
