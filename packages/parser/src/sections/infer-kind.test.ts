import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import { findSections } from './find-sections';
import { kindsFromContent } from './infer-kind';

describe('kindsFromContent', () => {
  it('reads dated entries with bullets as jobs', () => {
    const lines = [
      line(['Northwind Logistik', '2019 – 2022']),
      line('Planned the routes of 40 trucks every night', { bullet: true }),
    ];
    expect(kindsFromContent(lines)[0]).toBe('experience');
  });

  it('reads dated entries that name a degree, without bullets, as schools', () => {
    const lines = [line(['Universität Lindenau', '2012 – 2016']), line('Bachelor of Science in Physics')];
    expect(kindsFromContent(lines)).toEqual(['education']);
  });

  it('reads lists of short items as skills and a paragraph as a summary', () => {
    expect(kindsFromContent([line('Java, Spring, PostgreSQL'), line('Scrum, Jira')])).toEqual(['skills']);
    expect(
      kindsFromContent([line('I like to build things that last and to teach others, every day.')]),
    ).toEqual(['summary']);
    expect(kindsFromContent([line('Available on request')])).toEqual([]);
  });
});

describe('headings in an unknown language', () => {
  const heading = { size: 13 };
  const body = { size: 10 };
  const resume = [
    line('Giulia Bianchi', { size: 20 }),
    line('giulia@example.it', body),
    line('Esperienze lavorative', heading),
    line(['Ferrovie del Nord', '2018 – 2023'], body),
    line('Progettato il sistema di biglietteria per 30 stazioni', { ...body, bullet: true }),
    line('Istruzione', heading),
    line(['Politecnico di Lindenau', '2012 – 2017'], body),
    line('Laurea in Ingegneria Informatica', body),
    line('Competenze informatiche', heading),
    line('Java, Kotlin, SQL, Kubernetes', body),
  ];

  it('finds the headings by their shared look and the kinds by what the sections hold', () => {
    const layout = findSections({ wraps: true, lines: resume });
    expect(layout.header.map((l) => l.text)).toEqual(['Giulia Bianchi', 'giulia@example.it']);
    expect(layout.sections.map((s) => [s.heading, s.kind])).toEqual([
      ['Esperienze lavorative', 'experience'],
      ['Istruzione', 'education'],
      ['Competenze informatiche', 'skills'],
    ]);
  });

  it('does not take two prominent lines for a set of headings', () => {
    const layout = findSections({ wraps: true, lines: resume.slice(0, 8) });
    expect(layout.sections).toHaveLength(0);
  });
});
