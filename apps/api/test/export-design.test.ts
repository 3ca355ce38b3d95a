import type { Resume, ResumeData, ResumeDesign } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfPages } from './support/pdf-text';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A resume in London (A4 by its country) whose design asks for Letter, Garamond and numeric dates. */
const DESIGN: ResumeDesign = {
  paper: 'LETTER',
  font: 'eb-garamond',
  accent: '#8b1e3f',
  date_format: 'MM/YYYY',
};

async function designedResume(token: string, design: unknown = DESIGN) {
  const data = { ...completeResume(), design } as ResumeData;
  return t.request<Resume>('/api/v1/resumes', { token, body: { data } });
}

async function download(id: string, query: string, token: string): Promise<Uint8Array> {
  const response = await fetch(`${t.url}/api/v1/resumes/${id}/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const embeddedFamilies = (pdf: Uint8Array) =>
  new Set(
    [
      ...Buffer.from(pdf)
        .toString('latin1')
        .matchAll(/\/BaseFont \/\w+\+(\w+)-/g),
    ].map((match) => match[1]),
  );

describe('a resume’s design in its exports', () => {
  it('is kept with the resume and in its JSON export', async () => {
    const { access_token } = await newGuest(t);
    const created = await designedResume(access_token);
    expect(created.status).toBe(201);
    expect(created.body.data.design).toEqual(DESIGN);
    const json = JSON.parse(
      new TextDecoder().decode(await download(created.body.id, 'format=json', access_token)),
    );
    expect(json.design).toEqual(DESIGN);
  });

  it('reaches the PDF: its paper, its font embedded, its date format', async () => {
    const { access_token } = await newGuest(t);
    const { body } = await designedResume(access_token);
    const pdf = await download(body.id, 'format=pdf', access_token);
    const pages = await readPdfPages(pdf);
    expect([pages[0]!.width, pages[0]!.height]).toEqual([612, 792]);
    expect(embeddedFamilies(pdf)).toEqual(new Set(['EBGaramond']));
    expect(pages[0]!.text).toContain('03/2021 – Present');
  });

  it('gives way to a paper the request asks for', async () => {
    const { access_token } = await newGuest(t);
    const { body } = await designedResume(access_token);
    const pages = await readPdfPages(await download(body.id, 'format=pdf&paper=A4', access_token));
    expect([pages[0]!.width, pages[0]!.height]).toEqual([595, 842]);
  });

  it('leaves the text formats as they were', async () => {
    const { access_token } = await newGuest(t);
    const { body } = await designedResume(access_token);
    const plain = await t.request<Resume>('/api/v1/resumes', {
      token: access_token,
      body: { data: completeResume() },
    });
    for (const format of ['txt', 'md', 'jsonresume']) {
      const designed = new TextDecoder().decode(await download(body.id, `format=${format}`, access_token));
      const undesigned = new TextDecoder().decode(
        await download(plain.body.id, `format=${format}`, access_token),
      );
      expect(designed).toBe(undesigned);
    }
  });

  it('is refused with 422 naming the field when a value is out of bounds', async () => {
    const { access_token } = await newGuest(t);
    const res = await designedResume(access_token, { font_scale: 3 });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('"loc":["body","data","design","font_scale"]');
  });
});
