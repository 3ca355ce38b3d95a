import { beforeAll, describe, expect, it } from 'vitest';
import { loadPostingReader } from '../analysis/posting/tagger';
import { emptyResumeData, type ResumeData } from '../schemas/resume';
import { applyTailorChange } from './apply';
import { proposeTailoring, tailoredCopyName } from './propose';
import type { TailorChange } from './schema';

beforeAll(() => loadPostingReader());

const NOW = new Date('2026-11-27T00:00:00Z');

const POSTING = `Senior Backend Engineer at Northwind Labs

About Northwind Labs
Northwind Labs builds payment software for small businesses. We raised our Series C last year.

Responsibilities
- Design and run services in Go on Kubernetes.
- Own PostgreSQL schemas and query performance.
- Take part in on-call rotations.

Requirements
- 5+ years building backend services in Go.
- Strong SQL and PostgreSQL experience.
- Experience with Kubernetes and Terraform.

Nice to have
- Kafka.

Benefits
- A learning budget and ESOP.`;

function resume(): ResumeData {
  return {
    ...emptyResumeData(),
    first_name: 'Ada',
    last_name: 'Lovelace',
    title: 'Backend Engineer',
    summary: 'I enjoy mentoring junior engineers. I build reliable APIs with Go and PostgreSQL.',
    skills: [
      { name: 'Python', level: null },
      { name: 'React', level: null },
      { name: 'Go', level: null },
      { name: 'PostgreSQL', level: null },
    ],
    experience: [
      {
        job_title: 'Backend Engineer',
        company: 'Acme Pay',
        city: '',
        country: '',
        start_date: '2019-01',
        end_date: null,
        is_current: true,
        company_description: '',
        achievements: [
          'Organised the team offsite for 30 people.',
          'Ran Kubernetes clusters serving 2 million requests a day.',
          'Wrote Go services for card payments.',
        ],
      },
    ],
  };
}

const find = <K extends TailorChange['kind']>(changes: TailorChange[], kind: K) =>
  changes.filter((c): c is Extract<TailorChange, { kind: K }> => c.kind === kind);

describe('proposeTailoring', () => {
  const proposal = () => proposeTailoring(resume(), POSTING, NOW);

  it('names the role and the company the posting states', () => {
    const { role, company } = proposal();
    expect(role).toBe('Senior Backend Engineer');
    expect(company).toBe('Northwind Labs');
    expect(tailoredCopyName({ role, company }, 'My resume')).toBe(
      'Senior Backend Engineer at Northwind Labs',
    );
    expect(tailoredCopyName({ role: '', company: '' }, 'My resume')).toBe('My resume (tailored)');
  });

  it('puts the skills the posting asks for first (PostgreSQL meets SQL too), keeping the rest in their order', () => {
    const [change] = find(proposal().changes, 'skills_order');
    expect(change?.after).toEqual(['PostgreSQL', 'Go', 'Python', 'React']);
  });

  it('moves the achievements that meet requirements up', () => {
    const [change] = find(proposal().changes, 'achievements_order');
    expect(change?.after.at(-1)).toBe('Organised the team offsite for 30 people.');
    expect(change?.company).toBe('Acme Pay');
  });

  it('leads the summary with met requirements and keeps every sentence the person wrote', () => {
    const [change] = find(proposal().changes, 'summary');
    expect(change?.after).toMatch(/^Backend engineer with 7 years of experience in /i);
    expect(change?.after).toContain('Go');
    expect(change?.after).toContain('I enjoy mentoring junior engineers.');
    // The sentence that meets the posting comes before the one that does not.
    expect(change?.after.indexOf('I build reliable APIs')).toBeLessThan(
      change?.after.indexOf('I enjoy mentoring') ?? -1,
    );
  });

  it('keeps an opening that already says who the person is, the requirements right after it', () => {
    const summary = 'Backend engineer with 6 years of experience in payments. I enjoy mentoring.';
    const [change] = find(proposeTailoring({ ...resume(), summary }, POSTING, NOW).changes, 'summary');
    expect(change?.after).toMatch(
      /^Backend engineer with 6 years of experience in payments\. Experienced in /,
    );
    expect(change?.after.match(/backend engineer/gi)).toHaveLength(1);
  });

  it('offers missing requirements as skills, required first, never the employer, benefits or a title', () => {
    const offers = find(proposal().changes, 'add_skill');
    const skills = offers.map((c) => c.skill.toLowerCase());
    expect(skills).toContain('terraform');
    expect(skills).not.toContain('go');
    for (const noise of ['esop', 'budget', 'c', 'northwind labs', 'senior backend engineer'])
      expect(skills).not.toContain(noise);
    const firstNice = offers.findIndex((c) => !c.required);
    if (firstNice >= 0) expect(offers.slice(firstNice).every((c) => !c.required)).toBe(true);
    expect(offers.every((c) => c.status === 'pending')).toBe(true);
  });

  it('proposes nothing to reorder on an empty resume, and never throws', () => {
    const { changes } = proposeTailoring(emptyResumeData(), POSTING, NOW);
    expect(changes.every((c) => c.kind === 'add_skill')).toBe(true);
  });
});

describe('applyTailorChange', () => {
  it('applies each accepted change to the resume as it is now', () => {
    let data = resume();
    for (const change of proposeTailoring(data, POSTING, NOW).changes) data = applyTailorChange(data, change);
    expect(data.skills.slice(0, 2).map((s) => s.name)).toEqual(['PostgreSQL', 'Go']);
    expect(data.skills.map((s) => s.name.toLowerCase())).toContain('terraform');
    expect(data.experience[0]?.achievements.at(-1)).toBe('Organised the team offsite for 30 people.');
    expect(data.summary).toMatch(/^Backend engineer with/i);
  });

  it('keeps items added since the proposal, and does not add a skill twice', () => {
    const data = resume();
    const [order] = find(proposeTailoring(data, POSTING, NOW).changes, 'skills_order');
    const edited = { ...data, skills: [{ name: 'Rust', level: null }, ...data.skills] };
    const after = applyTailorChange(edited, order as TailorChange);
    expect(after.skills.map((s) => s.name)).toEqual(['PostgreSQL', 'Go', 'Python', 'React', 'Rust']);
    const add: TailorChange = { id: 'x', kind: 'add_skill', status: 'accepted', skill: 'go', required: true };
    expect(applyTailorChange(after, add).skills).toHaveLength(5);
  });

  it('finds a moved experience entry by its title and company, and leaves a deleted one alone', () => {
    const data = resume();
    const [order] = find(proposeTailoring(data, POSTING, NOW).changes, 'achievements_order');
    const other = {
      ...(data.experience[0] as ResumeData['experience'][number]),
      company: 'Other',
      achievements: ['A', 'B'],
    };
    const moved = { ...data, experience: [other, ...data.experience] };
    const after = applyTailorChange(moved, order as TailorChange);
    expect(after.experience[0]?.achievements).toEqual(['A', 'B']);
    expect(after.experience[1]?.achievements.at(-1)).toBe('Organised the team offsite for 30 people.');
    const gone = { ...data, experience: [other] };
    expect(applyTailorChange(gone, order as TailorChange)).toEqual(gone);
  });
});
