import { beforeAll, describe, expect, it } from 'vitest';
import { juniorResume, seniorResume } from '../testing';
import { jobTerms, matchKeywords } from './checks/job-fit';
import { analyze, categoryScore, findings, senior } from './fixtures/builders';
import { backendJobDescription } from './fixtures/job-descriptions';
import { loadPostingReader } from './posting/tagger';
import { singular, termKey } from './text/terms';

// The job match reads postings with the NLP model, which every caller loads first.
beforeAll(() => loadPostingReader());

const labels = (jd: string) => jobTerms(jd).map((t) => t.label);

describe('term normalisation', () => {
  it.each([
    [['Node.js'], ['node', 'js']],
    [['NodeJS'], ['Node.js']],
    [['node'], ['Node.js']],
    [['Databases'], ['database']],
    [['APIs'], ['API']],
    [['CI/CD'], ['CI', 'CD']],
    [['ML'], ['machine', 'learning']],
    [['K8s'], ['Kubernetes']],
    [['Amazon', 'Web', 'Services'], ['AWS']],
    [['e-commerce'], ['ecommerce']],
    [['JS'], ['JavaScript']],
    [['continuous', 'integration'], ['CI/CD']],
    [['continuous', 'delivery'], ['CI/CD']],
    [['CI'], ['CI/CD']],
    [['Google', 'Cloud', 'Platform'], ['GCP']],
    [['Google', 'Cloud'], ['GCP']],
    [['machine', 'learning'], ['ML']],
    [['NLP'], ['natural', 'language', 'processing']],
    [['Golang'], ['Go']],
    [['TS'], ['TypeScript']],
    [['Postgres'], ['PostgreSQL']],
    [['React.js'], ['React']],
    [['C', 'sharp'], ['C#']],
    [['RN'], ['registered', 'nurse']],
    [['ARR'], ['annual', 'recurring', 'revenue']],
  ])('%j and %j are one term', (a, b) => {
    expect(termKey(a)).toBe(termKey(b));
  });

  it.each([
    ['companies', 'company'],
    ['processes', 'process'],
    ['services', 'service'],
    ['kubernetes', 'kubernetes'.slice(0, -1)],
    ['pandas', 'pandas'],
    ['analysis', 'analysis'],
    ['status', 'status'],
    ['ios', 'ios'],
    ['aws', 'aws'],
  ])('singular(%s) is %s', (plural, expected) => {
    expect(singular(plural)).toBe(expected);
  });
});

describe('job terms', () => {
  it('keeps requirements and drops stop words and posting boilerplate', () => {
    const terms = labels(
      'We are looking for a strong candidate with excellent communication skills and experience in Python, SQL and Tableau. You will join a great team.',
    );
    expect(terms).toEqual(expect.arrayContaining(['python', 'sql', 'tableau']));
    for (const noise of [
      'we',
      'looking',
      'strong',
      'candidate',
      'excellent',
      'experience',
      'team',
      'join',
      'great',
    ])
      expect(terms).not.toContain(noise);
  });

  it('reads multi-word terms as one and does not count their words again', () => {
    const terms = labels(
      'Experience with machine learning and deep learning. Machine learning in production is a must.',
    );
    expect(terms).toEqual(expect.arrayContaining(['machine learning', 'deep learning']));
    expect(terms).not.toContain('learning');
    expect(terms).not.toContain('machine');
  });

  it('reads "Go" as a language but not the verb "go"', () => {
    expect(labels('Services in Go and Rust.')).toContain('go');
    expect(labels('Ready to go the extra mile with Rust.')).not.toContain('go');
  });
});

describe('names, places and perks', () => {
  const posting = `Backend Engineer at Tallgrass Ledger — Denver, CO

At Tallgrass Ledger we build payroll software. Tallgrass is growing. Join Tallgrass Ledger in Denver, Colorado.
- Build services in C# and .NET on Azure, with Snowflake and Airflow for data.
- Work with Product and Design in Jira and Figma.

Benefits: medical, dental and vision insurance, 401(k) match, flexible hours, unlimited PTO.
Tallgrass Ledger is an equal opportunity employer.`;

  it('keeps the skills and drops the employer, the places and the benefits', () => {
    const terms = labels(posting);
    // The title is no requirement: a posting asks for experience as one only in so many words.
    expect(terms).not.toContain('backend engineer');
    expect(terms).toEqual(
      expect.arrayContaining(['c#', '.net', 'azure', 'snowflake', 'airflow', 'jira', 'figma']),
    );
    for (const label of terms)
      for (const noise of [
        'tallgrass',
        'ledger',
        'denver',
        'colorado',
        'co',
        '401',
        'insurance',
        'pto',
        'equal',
      ])
        expect(label.split(' ')).not.toContain(noise);
  });

  it('does not make a term of a capitalised word that is no skill', () => {
    expect(
      labels('Work closely with Marketing, Product and Design; report to Jordan. Python daily.'),
    ).toEqual(['python']);
  });

  it('takes no ordinary word for the employer', () => {
    expect(
      labels('Data Analyst\n\nThe Data team is small. Work on data quality and data analysis in SQL.'),
    ).toEqual(expect.arrayContaining(['data quality', 'data analysis', 'sql']));
  });

  it('reads C# as a term of its own, and matches it', () => {
    expect(matchKeywords('Services in C# and Go.', 'Built APIs in C#.').matched).toContain('c#');
  });
});

describe('keyword coverage', () => {
  it('never calls missing what the resume shows in any field', () => {
    const data = senior();
    data.skills = [];
    data.summary = 'Engineer.';
    data.title = 'Snowflake developer';
    data.experience = data.experience.map((role) => ({ ...role, achievements: ['Ran Airflow DAGs.'] }));
    data.education = [
      { ...(data.education[0] as (typeof data.education)[number]), field_of_study: 'Statistics' },
    ];
    data.extras = {
      languages: [],
      links: [],
      certifications: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '' }],
      projects: [{ name: 'Ledger', description: 'A Tableau dashboard of spend.', url: '' }],
    };
    const keywords = analyze(data, {
      jobDescription: 'Snowflake, Airflow, Kubernetes, Tableau and statistics.',
    }).keywords;
    expect(keywords?.missing).toEqual([]);
  });

  it('matches across spellings, plurals and aliases', () => {
    const keywords = matchKeywords(
      'Node.js, PostgreSQL, Kubernetes, machine learning and REST APIs.',
      'Built REST API services in node js on Postgres and K8s; shipped ML models.',
    );
    expect(keywords.missing).toEqual([]);
    expect(keywords.coverage).toBe(1);
  });

  it('lists what the resume lacks, most important first', () => {
    const keywords = matchKeywords(
      'Python, SQL, Tableau and Snowflake. Snowflake daily.',
      'Python and SQL every day.',
    );
    expect(keywords.missing[0]).toBe('snowflake');
    expect(keywords.matched).toEqual(expect.arrayContaining(['python', 'sql']));
    expect(keywords.coverage).toBe(0.5);
  });

  it('adds job fit to the score and keeps the total within 100', () => {
    const result = analyze(senior(), { jobDescription: backendJobDescription });
    const jobFit = result.categories.find((c) => c.id === 'job_fit');
    expect(jobFit?.max).toBe(25);
    expect(result.categories.reduce((sum, c) => sum + c.max, 0)).toBe(100);
    expect(result.keywords?.matched).toEqual(
      expect.arrayContaining(['node.js', 'kubernetes', 'postgresql', 'kafka']),
    );
    expect(result.keywords?.missing).toEqual(
      expect.arrayContaining(['graphql apis', 'ci/cd pipelines', 'machine learning']),
    );
    expect(findings(result, 'keywords-missing')[0]?.message).toMatch(
      new RegExp(`^Your resume covers \\d+ of ${result.keywords?.requirements?.length} key terms`),
    );
  });

  it('fits the senior backend resume better than the junior analyst one', () => {
    const opts = { jobDescription: backendJobDescription };
    const seniorFit = analyze(seniorResume(), opts);
    const juniorFit = analyze(juniorResume(), opts);
    expect(categoryScore(seniorFit, 'job_fit')).toBeGreaterThan(categoryScore(juniorFit, 'job_fit'));
    expect(seniorFit.keywords?.coverage).toBeGreaterThan(juniorFit.keywords?.coverage ?? 1);
  });

  it('has no keywords without a job description, or with a blank one', () => {
    expect(analyze(senior()).keywords).toBeUndefined();
    expect(analyze(senior(), { jobDescription: '  \n ' })).toEqual(analyze(senior()));
  });

  it('says so when the posting names nothing to look for', () => {
    const result = analyze(senior(), { jobDescription: 'We are hiring! Apply now.' });
    expect(result.keywords).toEqual({ matched: [], missing: [], coverage: 1, requirements: [] });
    expect(findings(result, 'job-description-no-keywords')).toHaveLength(1);
  });
});
