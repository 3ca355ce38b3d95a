import { z } from 'zod';
import type { PaperSize } from '../schemas/catalog';
import { paperSizes } from '../schemas/catalog';
import type { ResumeData } from '../schemas/resume';
import { paperFor } from './paper';

/**
 * A resume's design, chosen by the person and kept in the resume (`data.design`): accent colour,
 * font, text size and line spacing, margins, paper and date format. Every field is optional and
 * an absent one means "the template's own": a resume saved before designs existed prints as it did.
 * The PDF and Word exports follow it; TXT, Markdown and JSON Resume carry content only.
 */

/** `#rrggbb`; any colour is accepted: text uses get a darkened shade when it is too light (design-colour.ts). */
export const ACCENT_HEX = /^#[0-9a-f]{6}$/i;

/**
 * The families shipped with the templates (their TTFs embed in the PDF), each with the font Word
 * shows when the person's computer lacks it: one that comes with Windows, macOS or Office.
 */
export const DESIGN_FONTS = [
  { id: 'noto-serif', name: 'Noto Serif', kind: 'serif', fallback: 'Georgia' },
  { id: 'eb-garamond', name: 'EB Garamond', kind: 'serif', fallback: 'Garamond' },
  { id: 'noto-sans', name: 'Noto Sans', kind: 'sans-serif', fallback: 'Arial' },
  { id: 'inter', name: 'Inter', kind: 'sans-serif', fallback: 'Arial' },
  { id: 'source-sans-3', name: 'Source Sans 3', kind: 'sans-serif', fallback: 'Calibri' },
  { id: 'roboto', name: 'Roboto', kind: 'sans-serif', fallback: 'Arial' },
] as const;
export type DesignFont = (typeof DESIGN_FONTS)[number];
export type DesignFontId = DesignFont['id'];
const fontIds = DESIGN_FONTS.map((font) => font.id) as [DesignFontId, ...DesignFontId[]];

/** Multiples of the template's own sizes: readable at the low end, still a resume at the high one. */
export const FONT_SCALE = { min: 0.85, max: 1.15, step: 0.05 } as const;
export const LINE_SCALE = { min: 0.85, max: 1.3, step: 0.05 } as const;

/**
 * Page margins in points, the same on every template (Word's own presets: ½", ¾", 1"). The bottom
 * never goes below 32 pt, which keeps the free plan's watermark clear of the text.
 */
export const DESIGN_MARGINS = {
  narrow: { label: 'Narrow', vertical: 32, horizontal: 36 },
  normal: { label: 'Normal', vertical: 44, horizontal: 54 },
  wide: { label: 'Wide', vertical: 60, horizontal: 72 },
} as const;
export type DesignMargins = keyof typeof DESIGN_MARGINS;
const marginIds = Object.keys(DESIGN_MARGINS) as [DesignMargins, ...DesignMargins[]];

/** How dates print; every one of them reads back through the parser's date grammar. */
export const DATE_FORMATS = ['MMM YYYY', 'MMMM YYYY', 'MM/YYYY', 'YYYY-MM'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * The design's fields, built twice as ResumeData is: `strict` for what is written (a wrong value
 * is a 422 naming the field) and lenient for what is read (stored or imported), where a value that
 * is no longer valid reads as absent, i.e. the template's own, instead of making the resume unreadable.
 */
function designSchemas(strict: boolean) {
  const field = <T extends z.ZodType>(schema: T) =>
    strict ? schema.optional() : schema.optional().catch(undefined);
  const design = z.object({
    accent: field(z.string().regex(ACCENT_HEX, 'Use a colour as #rrggbb')),
    font: field(z.enum(fontIds)),
    font_scale: field(z.number().min(FONT_SCALE.min).max(FONT_SCALE.max)),
    line_scale: field(z.number().min(LINE_SCALE.min).max(LINE_SCALE.max)),
    margins: field(z.enum(marginIds)),
    paper: field(z.enum(paperSizes)),
    date_format: field(z.enum(DATE_FORMATS)),
  });
  return strict ? design.optional() : design.optional().catch(undefined);
}

export const resumeDesignSchema = designSchemas(true);
export const storedResumeDesignSchema = designSchemas(false);
export type ResumeDesign = NonNullable<z.infer<typeof resumeDesignSchema>>;

export function designFont(id: DesignFontId | undefined): DesignFont | undefined {
  return DESIGN_FONTS.find((font) => font.id === id);
}

/** The paper a resume prints on: the person's choice, else the one usual in their country. */
export function resumePaper(data: Pick<ResumeData, 'location' | 'design'>): PaperSize {
  return data.design?.paper ?? paperFor(data.location);
}
