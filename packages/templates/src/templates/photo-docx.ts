import { AlignmentType, ImageRun, Paragraph } from 'docx';
import { PORTRAIT_PHOTO_SIZE } from './portrait';

const DATA_URL = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+=*)$/;

/** Points to the pixels Word's picture size is given in (96 per inch). */
const pixels = (points: number) => Math.round((points * 96) / 72);

/** The picture's own width and height, read from its PNG header or JPEG frame; null if unreadable. */
export function pictureSize(
  bytes: Uint8Array,
  type: 'jpeg' | 'png',
): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png')
    return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // SOF0–SOF15 carry the frame size, but C4 (DHT), C8 (JPG) and CC (DAC) are other segments.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/**
 * The person's photo as the Word file's first paragraph, for templates with a photo place: as wide
 * as the PDF's (PORTRAIT_PHOTO_SIZE), its proportions kept, inline (no floating frame an ATS skips
 * text around). Nothing without a photo, or for a picture whose size cannot be read.
 */
export function photoParagraphs(photo: string | undefined): Paragraph[] {
  const match = photo ? DATA_URL.exec(photo) : null;
  if (!match) return [];
  const type = match[1] === 'png' ? 'png' : 'jpg';
  const bytes = Uint8Array.from(atob(match[2]!), (c) => c.charCodeAt(0));
  const size = pictureSize(bytes, match[1] as 'jpeg' | 'png');
  if (!size?.width || !size.height) return [];
  const width = pixels(PORTRAIT_PHOTO_SIZE);
  const height = Math.round((width * size.height) / size.width);
  return [
    new Paragraph({
      alignment: AlignmentType.LEFT,
      children: [
        new ImageRun({
          type,
          data: bytes,
          transformation: { width, height },
          altText: { name: 'Photo', description: 'Photo', title: 'Photo' },
        }),
      ],
    }),
  ];
}
