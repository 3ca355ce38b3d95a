import { describe, expect, it } from 'vitest';
import {
  emptyResumeData,
  resumeCharacters,
  resumeDataSchema,
  storedResumeDataSchema,
} from '../schemas/resume';
import { DESIGN_FONTS, resumePaper } from './design';

const withDesign = (design: unknown) => ({ ...emptyResumeData(), design });

describe('the design kept in a resume', () => {
  it('is optional: a resume without one reads as the templates’ own look', () => {
    expect(resumeDataSchema.parse({}).design).toBeUndefined();
    expect(storedResumeDataSchema.parse({ first_name: 'Ada' }).design).toBeUndefined();
  });

  it('keeps every field it is given', () => {
    const design = {
      accent: '#8B1E3F',
      font: 'eb-garamond',
      font_scale: 1.1,
      line_scale: 0.9,
      margins: 'wide',
      paper: 'LETTER',
      date_format: 'MM/YYYY',
    };
    expect(resumeDataSchema.parse(withDesign(design)).design).toEqual(design);
  });

  it.each([
    ['accent', 'red'],
    ['accent', '#abc'],
    ['font', 'comic-sans'],
    ['font_scale', 0.5],
    ['font_scale', 1.5],
    ['line_scale', 2],
    ['margins', 'none'],
    ['paper', 'A3'],
    ['date_format', 'DD.MM.YYYY'],
  ])('refuses %s = %s when written, naming the field', (field, value) => {
    const result = resumeDataSchema.safeParse(withDesign({ [field]: value }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['design', field]);
  });

  it('reads a stored value that is no longer valid as the template’s own, keeping the rest', () => {
    const stored = storedResumeDataSchema.parse(
      withDesign({ font: 'gone', font_scale: 9, accent: '#0f5f5a' }),
    );
    expect(stored.design).toEqual({ accent: '#0f5f5a' });
    expect(storedResumeDataSchema.parse(withDesign('bold')).design).toBeUndefined();
  });

  it('does not count towards the resume’s characters', () => {
    const data = withDesign({ accent: '#0f5f5a', font: 'source-sans-3', date_format: 'MMMM YYYY' });
    expect(resumeCharacters(data)).toBe(resumeCharacters(emptyResumeData()));
  });

  it('offers serif and sans-serif families, each with a Word fallback', () => {
    expect(DESIGN_FONTS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(DESIGN_FONTS.map((font) => font.kind))).toEqual(new Set(['serif', 'sans-serif']));
    for (const font of DESIGN_FONTS) expect(font.fallback).not.toBe(font.name);
  });
});

describe('the paper a resume prints on', () => {
  it('is the person’s choice when they made one', () => {
    expect(resumePaper({ location: 'Austin, TX', design: { paper: 'A4' } })).toBe('A4');
    expect(resumePaper({ location: 'Berlin, Germany', design: { paper: 'LETTER' } })).toBe('LETTER');
  });

  it('is otherwise the one usual in their country', () => {
    expect(resumePaper({ location: 'Toronto, ON' })).toBe('LETTER');
    expect(resumePaper({ location: 'Berlin, Germany', design: { accent: '#1a1a1a' } })).toBe('A4');
  });
});
