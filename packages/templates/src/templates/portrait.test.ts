import { crc32, deflateSync } from 'node:zlib';
import { Document, pdf } from '@react-pdf/renderer';
import { PHOTO_LIMITS, photoSchema, type ResumeData, TEMPLATES } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { Packer, Document as WordDocument } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text';
import { ThemeProvider } from '../blocks/theme';
import { designedView } from '../design/designed-view';
import { registerResumeFonts } from '../fonts/register';
import { collect } from '../render';
import { TEMPLATE_IDS, templateDesign, templateHasPhoto, templateLayout } from './index';
import { photoParagraphs, pictureSize } from './photo-docx';

/** A real PNG picture, `width` × `height` of one colour: what the builder's photo control stores. */
function pngDataUrl(width: number, height: number): string {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const PHOTO = pngDataUrl(40, 30);
const fullResume = completeResume();

/** The portrait layout as the document will place it, the photo handed over. */
async function portraitPdf(data: ResumeData, photo?: string): Promise<Uint8Array> {
  registerResumeFonts();
  const Layout = templateLayout('portrait');
  const page = createElement(Layout, { resume: designedView(data), paper: 'A4', watermark: false, photo });
  const theme = templateDesign('portrait', data.design).theme;
  const element = createElement(Document, null, createElement(ThemeProvider, { theme, children: page }));
  return collect(await pdf(element).toBuffer());
}

const images = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Subtype \/Image/g) ?? []
  ).length;

describe('the portrait template’s photo', () => {
  it('is a valid resume photo (the test picture is what the builder stores)', () => {
    expect(photoSchema.parse(PHOTO)).toBe(PHOTO);
    expect(PHOTO.length).toBeLessThan(PHOTO_LIMITS.characters);
  });

  it('prints the photo beside the name when there is one, and the same text in the same order either way', async () => {
    const [withPhoto, without] = await Promise.all([portraitPdf(fullResume, PHOTO), portraitPdf(fullResume)]);
    expect(images(withPhoto)).toBe(1);
    expect(images(without)).toBe(0);
    const [read, plain] = await Promise.all([readPdf(withPhoto), readPdf(without)]);
    expect(read.text).toBe(plain.text);
    expect(read.pages.length).toBe(plain.pages.length);
    // Beside the name: the words start right of the photo, inside the margin without it.
    const nameX = (reading: typeof read) =>
      reading.pages[0]!.items.find((item) => item.text.includes('Jane'))!.x;
    const margin = templateDesign('portrait').theme.tokens.margins.left;
    expect(nameX(plain)).toBeCloseTo(margin, 0);
    expect(nameX(read)).toBeGreaterThan(margin + 72);
  }, 30_000);

  it('leaves a picture it cannot read out, and still prints the resume', async () => {
    const bytes = await portraitPdf(fullResume, 'data:image/png;base64,AAAAAAAA');
    expect(images(bytes)).toBe(0);
    expect((await readPdf(bytes)).text).toContain('jane alexandra doe');
  }, 30_000);

  it('is the only template with a photo place, as the catalogue says', () => {
    expect(TEMPLATE_IDS.filter(templateHasPhoto)).toEqual(['portrait']);
    expect(TEMPLATES.filter((t) => t.photo).map((t) => t.id)).toEqual(['portrait']);
    expect(templateDesign('portrait').photo).toBe(true);
    expect(templateDesign('classic').photo).toBeUndefined();
  });
});

describe('the photo in a Word file', () => {
  it('is embedded as an inline picture as wide as the PDF’s, its proportions kept', async () => {
    const doc = new WordDocument({ sections: [{ children: photoParagraphs(PHOTO) }] });
    const files = unzipSync(new Uint8Array(await Packer.toArrayBuffer(doc)));
    const media = Object.keys(files).filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(Buffer.from(files[media[0]!]!).toString('base64')).toBe(PHOTO.split(',')[1]);
    const body = strFromU8(files['word/document.xml']!);
    expect(body).toContain('<wp:inline');
    // 72 pt = 96 px = 914,400 EMU wide; 40 × 30 keeps 3:4, 685,800 EMU high.
    expect(body).toMatch(/<wp:extent cx="914400" cy="685800"\/>/);
  });

  it('is left out when there is none or it cannot be read', () => {
    expect(photoParagraphs(undefined)).toEqual([]);
    expect(photoParagraphs('')).toEqual([]);
    expect(photoParagraphs('data:image/jpeg;base64,AAAA')).toEqual([]);
  });

  it('reads a picture’s size from its PNG header or JPEG frame', () => {
    const png = Buffer.from(PHOTO.split(',')[1]!, 'base64');
    expect(pictureSize(png, 'png')).toEqual({ width: 40, height: 30 });
    // SOI, an APP0 segment of 4 bytes, then SOF0: height 300, width 400.
    const jpeg = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90,
      0x03,
    ]);
    expect(pictureSize(jpeg, 'jpeg')).toEqual({ width: 400, height: 300 });
  });
});
