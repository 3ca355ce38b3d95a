import { TEMPLATES } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { describe, expect, it } from 'vitest';
import { WATERMARK_TEXT } from '../src/index';
import { expectedReading, READING_ORDER } from './fixtures/reading-order';
import { columnText, findInOrder, normalise } from './pdf-text';
import { renderAndRead } from './render-cache';

const fullResume = completeResume();

/**
 * The full resume (every field filled, two pages or more) in every template, read back with
 * pdf.js the way an ATS reads it. Each template is rendered twice, with and without watermark.
 */
const mark = normalise(WATERMARK_TEXT);
const count = (text: string) => text.split(mark).length - 1;

/** ATS-safety: every field of a full resume is real text, in the order a person reads it. */
describe.each(TEMPLATES.map((t) => t.id))('the %s template', (template) => {
  const read = () => renderAndRead('full', fullResume, { template, watermark: false });

  it('prints every field as selectable text in reading order', async () => {
    const reading = await read();
    const columns = READING_ORDER[template] ?? [];
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) {
      expect(findInOrder(columnText(reading, column.from, column.to), expectedReading(column))).toEqual([]);
    }
  });

  it('puts the name before the title, the summary and the first job', async () => {
    const { text } = await read();
    const at = (value: string) => text.indexOf(normalise(value));
    const [firstJob] = fullResume.experience;
    expect(at('Jane Alexandra Doe')).toBeGreaterThanOrEqual(0);
    expect(at('Jane Alexandra Doe')).toBeLessThan(at(fullResume.title));
    expect(at(fullResume.title)).toBeLessThan(at(fullResume.summary));
    expect(at(fullResume.summary)).toBeLessThan(at(firstJob!.company));
  });

  it('keeps words whole: no hyphenation splits a word in the text layer', async () => {
    const { pages } = await read();
    const broken = pages.flatMap((page) => page.items.filter((item) => /[a-z]-$/i.test(item.text.trim())));
    expect(broken.map((item) => item.text)).toEqual([]);
  });

  it('prints headings and names as words, not letter-spaced letters ("S U M M A R Y")', async () => {
    const { text } = await read();
    expect(text).not.toMatch(/\b\p{L} \p{L} \p{L} \p{L}\b/u);
    for (const heading of ['summary', 'experience', 'education', 'skills']) expect(text).toContain(heading);
  });
});

/** The free plan's "Created with ResumeCraft": on every page of a multi-page resume, or nowhere. */
describe.each(TEMPLATES.map((t) => t.id))('a two-page resume in the %s template', (template) => {
  it('flows onto a second page', async () => {
    const { pages } = await renderAndRead('full', fullResume, { template, watermark: true });
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it('carries the watermark as real text exactly once on every page when it is on', async () => {
    const { pages } = await renderAndRead('full', fullResume, { template, watermark: true });
    expect(WATERMARK_TEXT).toBe('Created with ResumeCraft');
    expect(pages.map((page) => count(page.text))).toEqual(pages.map(() => 1));
  });

  it('keeps the watermark at the foot of the page, clear of the resume', async () => {
    const { pages } = await renderAndRead('full', fullResume, { template, watermark: true });
    for (const page of pages) {
      const markItem = page.items.find((item) => normalise(item.text) === mark)!;
      const lowestContent = Math.min(...page.items.filter((item) => item !== markItem).map((item) => item.y));
      expect(markItem.y).toBeLessThan(30);
      expect(markItem.y).toBeLessThan(lowestContent - 8);
    }
  });

  it('is clean on every page when it is off, with the same page breaks', async () => {
    const on = await renderAndRead('full', fullResume, { template, watermark: true });
    const off = await renderAndRead('full', fullResume, { template, watermark: false });
    expect(off.pages.map((page) => count(page.text))).toEqual(off.pages.map(() => 0));
    expect(off.pages.map((page) => page.text)).toEqual(
      on.pages.map((page) => page.text.replace(mark, '').trim()),
    );
  });
});
