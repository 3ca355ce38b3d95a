import { PHOTO_LIMITS } from '@resume/core';

/** The longest side a stored photo keeps, in pixels: sharp at the printed 2.5 cm, small to save. */
export const PHOTO_SIDE = 400;
/** JPEG qualities tried in turn until the photo fits PHOTO_LIMITS. */
const QUALITIES = [0.8, 0.65, 0.5] as const;

/** A picture's size scaled down (never up) so its longest side is at most `max`. */
export function fitWithin(
  width: number,
  height: number,
  max = PHOTO_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class PhotoError extends Error {}

/**
 * A chosen picture as the resume stores it: decoded by the browser, shrunk to PHOTO_SIDE on a
 * canvas and written as a JPEG data URL within PHOTO_LIMITS (lower qualities tried if needed).
 * Whatever the file's type (PNG, WebP, HEIC where the browser reads it), the result is a JPEG.
 */
export async function shrinkPhoto(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/')) throw new PhotoError('Choose a picture: a JPEG or PNG file');
  let picture: ImageBitmap;
  try {
    picture = await createImageBitmap(file);
  } catch {
    throw new PhotoError('This picture could not be read: choose a JPEG or PNG file');
  }
  const { width, height } = fitWithin(picture.width, picture.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('This browser cannot prepare the photo');
  // JPEG has no transparency: a transparent PNG gets white behind it, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(picture, 0, 0, width, height);
  picture.close();
  for (const quality of QUALITIES) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= PHOTO_LIMITS.characters) return url;
  }
  throw new PhotoError('The photo is too large even when shrunk: choose a simpler picture');
}
