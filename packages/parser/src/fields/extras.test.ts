import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import { extractCertifications, extractLanguages, extractProjects } from './extras';

const section = (lines: ReturnType<typeof line>[]) => ({
  kind: 'other' as const,
  heading: '',
  known: true,
  lines,
});

describe('extras', () => {
  it('reads languages with their levels and drops rating glyphs', () => {
    const languages = extractLanguages(
      section([line(['English', '● ● ● ● ●']), line('Spanish (Fluent), German – Basic')]),
    );
    expect(languages).toEqual([
      { name: 'English', level: '' },
      { name: 'Spanish', level: 'Fluent' },
      { name: 'German', level: 'Basic' },
    ]);
  });

  it('reads projects with a description and a link', () => {
    const projects = extractProjects(
      section([
        line(['Gitlytics', 'June 2020 – Present']),
        line('Built a dashboard for GitHub data at gitlytics.io', { bullet: true }),
      ]),
      true,
    );
    expect(projects).toEqual([
      {
        name: 'Gitlytics',
        description: 'Built a dashboard for GitHub data at gitlytics.io',
        url: 'gitlytics.io',
      },
    ]);
  });

  it('reads certifications with issuer and date', () => {
    const certifications = extractCertifications(
      section([line(['AWS Solutions Architect | Amazon', 'Mar 2022'])]),
      true,
    );
    expect(certifications).toEqual([{ name: 'AWS Solutions Architect', issuer: 'Amazon', date: '2022-03' }]);
  });

  it('reads a bulleted list of certifications one per bullet', () => {
    const bullet = (text: string) => ({ ...line(text), bullet: true });
    const certifications = extractCertifications(
      section([
        bullet('AWS Certified Solutions Architect — Amazon Web Services, Mar 2022'),
        bullet('Certified Kubernetes Administrator — CNCF, Jun 2021'),
        bullet('Professional Scrum Master I'),
      ]),
      true,
    );
    expect(certifications).toEqual([
      { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services', date: '2022-03' },
      { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2021-06' },
      { name: 'Professional Scrum Master I', issuer: '', date: '' },
    ]);
  });
});
