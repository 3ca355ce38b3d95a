/**
 * Each line of a generated PDF with the role it has, known from the content the PDF was printed
 * from: the training data of the line-role model.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodySizeOf, type LINE_ROLES, lineFeatures, pdfDocumentLines } from '@resume/parser/testing';
import type { GenResume } from '../model';

export type Role = (typeof LINE_ROLES)[number];

export interface LabelledDoc {
  id: string;
  features: number[][];
  roles: Role[];
  texts: string[];
}

const norm = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const squeeze = (text: string) => norm(text).replace(/ /g, '');

interface Known {
  headings: Set<string>;
  /** Texts of entry headers: titles, companies, schools, degrees, dates, places. */
  headerFields: string[];
  /** Texts of entry details: achievements, notes, school details, project descriptions. */
  details: string[];
}

function knownTexts(resume: GenResume): Known {
  const headerFields = [
    ...resume.jobs.flatMap((j) => [
      j.title,
      j.company,
      j.period.text,
      j.period.startText,
      j.period.endText,
      j.place,
    ]),
    ...resume.schools.flatMap((s) => [
      s.institution,
      s.degree ?? '',
      s.period.text,
      s.period.startText,
      s.period.endText,
      s.place,
    ]),
    ...resume.projects.map((p) => p.name),
  ]
    .map(norm)
    .filter((t) => t.length >= 3);
  const details = [
    ...resume.jobs.flatMap((j) => [...j.bullets, j.companyNote]),
    ...resume.schools.flatMap((s) => s.details),
    ...resume.projects.map((p) => p.description),
  ]
    .map(norm)
    .filter((t) => t.length >= 3);
  return { headings: new Set(Object.values(resume.headings).map(squeeze)), headerFields, details };
}

function roleOf(text: string, known: Known): Role {
  const t = norm(text);
  if (!t) return 'other';
  if (known.headings.has(t.replace(/ /g, ''))) return 'heading';
  const header = known.headerFields.filter(
    (f) => t.includes(f) || (f.includes(t) && t.length >= 0.5 * f.length),
  );
  const detail = t.length >= 4 && known.details.some((d) => d.includes(t));
  if (header.length > 0 && !detail) return 'header';
  if (detail && header.length === 0) return 'detail';
  if (detail) return Math.max(...header.map((f) => f.length)) >= 0.5 * t.length ? 'header' : 'detail';
  return 'other';
}

export async function labelDoc(dir: string, id: string): Promise<LabelledDoc> {
  const resume = JSON.parse(readFileSync(join(dir, 'content', `${id}.json`), 'utf8')) as GenResume;
  const doc = await pdfDocumentLines(new Uint8Array(readFileSync(join(dir, 'pdfs', `${id}.pdf`))));
  const known = knownTexts(resume);
  return {
    id,
    features: lineFeatures(doc.lines, bodySizeOf(doc.lines)),
    roles: doc.lines.map((line) => roleOf(line.text, known)),
    texts: doc.lines.map((line) => line.text),
  };
}
