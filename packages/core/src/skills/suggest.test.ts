import { beforeAll, describe, expect, it } from 'vitest';
import { loadPostingReader } from '../analysis/posting/tagger';
import { emptyExperience, emptyResumeData, type ResumeData } from '../schemas/resume';
import { readPostingSkills, SKILL_SUGGESTIONS_SHOWN, suggestSkills } from '.';

beforeAll(() => loadPostingReader());

type Person = { title: string; company: string; achievements: string[]; skills?: string[] };

function resume({ title, company, achievements, skills = [] }: Person): ResumeData {
  return {
    ...emptyResumeData(),
    experience: [{ ...emptyExperience(), job_title: title, company, start_date: '2020-01', achievements }],
    skills: skills.map((name) => ({ name, level: null })),
  };
}

const names = (data: ResumeData, posting?: string) =>
  suggestSkills(data, { posting: posting ? readPostingSkills(posting) : undefined }).map((s) => s.name);

const NURSE = resume({
  title: 'Registered Nurse',
  company: 'St. Mary Medical Center',
  achievements: [
    'Documented assessments in Epic and cut charting errors by 20%.',
    'Taught 30 new graduates wound care and infection control.',
  ],
  skills: ['Patient care'],
});

const ELECTRICIAN = resume({
  title: 'Journeyman Electrician',
  company: 'Bright Electric',
  achievements: [
    'Wired and troubleshot motor controls for 40 rooftop units.',
    'Pulled wire for a 40,000 sq ft warehouse two weeks ahead of schedule.',
  ],
});

const ENGINEER = resume({
  title: 'Backend Engineer',
  company: 'Acme Payments',
  achievements: [
    'Cut settlement latency by 40% by moving batch jobs to Kafka streams.',
    'Built REST APIs in Node.js serving 2M requests a day.',
  ],
  skills: ['JS', 'postgres', 'k8s'],
});

const ACCOUNTANT = resume({
  title: 'Staff Accountant',
  company: 'Deloitte',
  achievements: [
    'Closed the books 3 days faster by automating bank reconciliations in Excel.',
    'Prepared journal entries and accruals for 12 entities.',
  ],
});

const TEACHER = resume({
  title: '7th Grade Science Teacher',
  company: 'Lincoln Middle School',
  achievements: [
    'Raised state test pass rates by 18% with project-based learning labs.',
    'Adapted lessons for English learners and students with IEPs.',
  ],
});

const PLATFORM_POSTING = `Platform Engineer at Globex

About Globex
Globex runs payment infrastructure for retailers across Europe.

Requirements
- 5+ years of TypeScript
- PostgreSQL and Kubernetes in production
- Terraform
- GraphQL APIs

Benefits
- A learning budget and 30 days of holiday`;

describe('skill suggestions by field', () => {
  it('a nurse: what they wrote first, then what nurses list', () => {
    const suggested = names(NURSE);
    expect(suggested.slice(0, 3)).toEqual(
      expect.arrayContaining(['Wound care', 'Infection control', 'Epic']),
    );
    expect(suggested).toEqual(expect.arrayContaining(['Medication administration', 'IV therapy', 'BLS']));
  });

  it('an electrician: the code, conduit and the motor controls they troubleshot', () => {
    const suggested = names(ELECTRICIAN);
    expect(suggested[0]).toBe('Motor controls');
    expect(suggested).toEqual(
      expect.arrayContaining(['National Electrical Code (NEC)', 'Conduit bending', 'Lockout/tagout']),
    );
  });

  it('a software engineer: the tools they name, then the trade’s usual ones', () => {
    const suggested = names(ENGINEER);
    expect(suggested.slice(0, 3)).toEqual(expect.arrayContaining(['Kafka', 'Node.js', 'REST APIs']));
    expect(suggested).toEqual(expect.arrayContaining(['Git', 'CI/CD', 'Docker']));
  });

  it('an accountant: GAAP, the close and the reconciliations they automated', () => {
    const suggested = names(ACCOUNTANT);
    expect(suggested).toEqual(
      expect.arrayContaining(['GAAP', 'Month-end close', 'Journal entries', 'Bank reconciliations', 'Excel']),
    );
  });

  it('a teacher: classroom practice, and the IEPs and project-based learning they mention', () => {
    const suggested = names(TEACHER);
    expect(suggested.slice(0, 2)).toEqual(expect.arrayContaining(['Project-based learning', 'IEPs']));
    expect(suggested).toEqual(expect.arrayContaining(['Lesson planning', 'Classroom management']));
  });

  it('suggests nothing to a resume with no titles or achievements yet', () => {
    expect(names(emptyResumeData())).toEqual([]);
  });
});

describe('what is never suggested', () => {
  it('a skill already listed, however it is spelled', () => {
    const suggested = names(ENGINEER, PLATFORM_POSTING).map((s) => s.toLowerCase());
    expect(suggested).not.toContain('javascript');
    expect(suggested).not.toContain('postgresql');
    expect(suggested).not.toContain('kubernetes');
    const nurse = names({ ...NURSE, skills: [{ name: 'wound care', level: null }] });
    expect(nurse).not.toContain('Wound care');
  });

  it('a certification or language the resume already has', () => {
    const withCertificates: ResumeData = {
      ...NURSE,
      extras: {
        languages: [],
        projects: [],
        links: [],
        certifications: [{ name: 'BLS', issuer: 'AHA', date: '' }],
      },
    };
    expect(names(withCertificates)).not.toContain('BLS');
  });

  it('a job title, an employer or the posting’s company', () => {
    const atDocker = resume({
      title: 'Software Engineer',
      company: 'Docker',
      achievements: ['Shipped the CLI.'],
    });
    const suggested = names(atDocker, PLATFORM_POSTING);
    expect(suggested).not.toContain('Docker');
    expect(suggested).not.toContain('Globex');
    expect(suggested.join(' ')).not.toMatch(/engineer/i);
    expect(names(NURSE).join(' ')).not.toMatch(/nurse|RN\b|St\. Mary/);
  });

  it('a word said in passing that a list of skills would not hold', () => {
    const planner = resume({
      title: 'Office Manager',
      company: 'Hartley & Co',
      achievements: ['Built dashboards for the cross-functional team and ran inventory every Monday.'],
    });
    expect(names(planner)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/dashboard|cross|monday/i)]),
    );
  });

  it('two names of one skill', () => {
    const charted = resume({
      title: 'Registered Nurse',
      company: 'Mercy',
      achievements: ['Charted in Epic for 32 beds.'],
    });
    // Epic is an electronic health record: the general term is not offered beside it.
    expect(names(charted)).toContain('Epic');
    expect(names(charted)).not.toContain('Electronic health records');
  });
});

describe('ranking', () => {
  it('shows at most twelve, the next one taking the place of one added', () => {
    const first = names(NURSE);
    expect(first).toHaveLength(SKILL_SUGGESTIONS_SHOWN);
    const added: ResumeData = {
      ...NURSE,
      skills: [...NURSE.skills, { name: first[0] as string, level: null }],
    };
    const next = names(added);
    expect(next).not.toContain(first[0]);
    expect(next.slice(0, SKILL_SUGGESTIONS_SHOWN - 1)).toEqual(first.slice(1));
  });

  it('puts what the posting requires first, by the posting’s own name for it', () => {
    const suggestions = suggestSkills(ENGINEER, { posting: readPostingSkills(PLATFORM_POSTING) });
    const fromPosting = suggestions.filter((s) => s.sources.includes('posting')).map((s) => s.name);
    expect(fromPosting).toEqual(expect.arrayContaining(['TypeScript', 'Terraform', 'GraphQL APIs']));
    expect(suggestions[0]?.sources).toContain('posting');
  });
});
