import { beforeAll, describe, expect, it } from 'vitest';
import { fillerPhrases, firstPersonWords, weakOpener } from '../../analysis/text/phrases';
import { openingVerb } from '../../analysis/text/verbs';
import { resumeDataSchema } from '../../schemas/resume';
import { FIXTURE_NOW } from '../../testing';
import { leadingWords } from '../../text/words';
import { inflatedPart } from '../part-check';
import { loadWriterGrammar } from './grammar';
import { offlineAnswer } from './index';

beforeAll(() => loadWriterGrammar());

/** A resume with one role (ended in 2023 unless `current`) holding `achievements`. */
const withRole = (achievements: string[], current = false) =>
  resumeDataSchema.parse({
    experience: [
      {
        job_title: 'Store Manager',
        company: 'QuickMart',
        start_date: '2019-04',
        end_date: current ? null : '2023-03',
        is_current: current,
        achievements,
      },
    ],
  });

function improve(text: string, opts: { current?: boolean; instruction?: string; others?: string[] } = {}) {
  const resume = withRole([text, ...(opts.others ?? [])], opts.current);
  return offlineAnswer(
    { kind: 'improve', resume, field: 'experience.0.achievements.0', text, instruction: opts.instruction },
    FIXTURE_NOW,
  );
}

const opening = (line: string) => {
  const [first = '', second = ''] = leadingWords(line, 2);
  return { first, verb: openingVerb(first, second) };
};

const PLACEHOLDER = /\[[^\]]+\]/;

describe('improving an achievement', () => {
  it.each([
    ['Responsible for managing the store and the staff.', 'Managed'],
    ['Helped with onboarding of new hires', 'Supported'],
    ['Worked on customer complaints.', 'Resolved'],
    ['Was involved in the launch of the loyalty programme', 'Contributed'],
    ['Assisted with data cleaning for the quarterly board report.', 'Supported'],
    ['Responsible for various reports', 'Prepared'],
    ['I was responsible for the weekly payroll', 'Managed'],
  ])('"%s" opens with "%s" instead of a weak opener', (text, verb) => {
    const line = improve(text);
    expect(weakOpener(line)).toBeUndefined();
    expect(opening(line)).toEqual({ first: verb, verb: expect.objectContaining({ form: 'past' }) });
    expect(firstPersonWords(line)).toEqual([]);
  });

  it('cuts filler and turns "in order to" into "to"', () => {
    const line = improve('Successfully completed various audits in order to meet the deadline, etc.');
    expect(fillerPhrases(line)).toEqual([]);
    expect(line).toMatch(/^Completed audits to meet the deadline\b/);
  });

  it('keeps a list whole when "etc." goes', () => {
    expect(improve('I helped with various tasks like ordering, scheduling etc.')).toMatch(
      /^Supported tasks like ordering and scheduling\b/,
    );
  });

  it('never leaves a slot for a figure: the figure questions ask for it instead', () => {
    expect(improve('Reduced onboarding time.')).toBe('Reduced onboarding time.');
    expect(improve('Automated the weekly sales report.')).toBe('Automated the weekly sales report.');
    expect(improve('Worked on customer complaints')).toBe('Resolved customer complaints');
    expect(improve('Reduced onboarding time.', { instruction: 'add metrics' })).not.toMatch(PLACEHOLDER);
  });

  it('adds no gap when the line already has a number', () => {
    expect(improve('Cut stock losses by 12% with weekly counts.')).toBe(
      'Cut stock losses by 12% with weekly counts.',
    );
    expect(improve('Trained two new shift leads')).not.toMatch(PLACEHOLDER);
  });

  it('turns a simple passive active and drops the team as its agent', () => {
    expect(improve('Costs were reduced by 20% by the team.')).toBe('Reduced costs by 20%.');
  });

  it('drops first-person words', () => {
    const line = improve('I built our internal booking tool.');
    expect(line).toBe('Built the internal booking tool.');
    expect(firstPersonWords(line)).toEqual([]);
  });

  it('tells a past role in the past tense and a current one in the present', () => {
    expect(improve('Manage payroll for 40 staff.')).toBe('Managed payroll for 40 staff.');
    expect(improve('Manage payroll for 40 staff.', { current: true })).toBe('Manage payroll for 40 staff.');
    expect(improve('Responsible for scheduling 30 staff.', { current: true })).toBe('Schedule 30 staff.');
  });

  it('follows the resume on full stops', () => {
    const others = ['Opened a second till at peak hours', 'Ran the Saturday shift for 2 years'];
    expect(improve('responsible for the weekly stock count', { others })).toMatch(
      /^Conducted the weekly stock count$/,
    );
  });

  it('keeps the line to two lines, and to one when asked for shorter', () => {
    const long = `Responsible for ${'coordinating deliveries with suppliers, checking invoices against orders, '.repeat(4)}and training staff`;
    expect(improve(long).length).toBeLessThanOrEqual(200);
    expect(improve(long, { instruction: 'make it shorter' }).length).toBeLessThanOrEqual(120);
    expect(improve(long)).toMatch(/^Coordinated deliveries with suppliers/);
  });

  it('spells out contractions when asked to be more formal', () => {
    const line = improve("Fixed 30 bugs & didn't miss a release.", { instruction: 'more formal please' });
    expect(line).toBe('Fixed 30 bugs and did not miss a release.');
  });

  it('changes nothing on a line it already improved', () => {
    for (const text of [
      'Responsible for various reports',
      'I helped with onboarding of new hires',
      'Sales.',
    ]) {
      const once = improve(text);
      expect(improve(once)).toBe(once);
    }
  });

  it('offers the shape of an achievement for an empty line, as advice without slots', () => {
    expect(improve('  ')).toMatch(/^Start with what you did/);
    expect(improve('  ')).not.toMatch(PLACEHOLDER);
  });
});

describe('improving a description', () => {
  const description = (text: string, instruction?: string) =>
    offlineAnswer(
      {
        kind: 'improve',
        resume: resumeDataSchema.parse({
          experience: [{ job_title: 'Store Manager', company_description: text }],
        }),
        field: 'experience.0.company_description',
        text,
        instruction,
      },
      FIXTURE_NOW,
    );

  it('cleans the prose and leaves no number gap, even when asked for metrics', () => {
    expect(description('A very busy regional grocery chain.')).toBe('A busy regional grocery chain.');
    expect(description('A regional grocery chain.', 'add metrics')).toBe('A regional grocery chain.');
  });
});

describe('grammatical, grounded and honest (issue 36)', () => {
  const inRole = (text: string, current: boolean, variant = 0) =>
    offlineAnswer(
      { kind: 'improve', resume: withRole([text], current), field: 'experience.0.achievements.0', text },
      FIXTURE_NOW,
      variant,
    );

  it('tells a past job in the past, every joined verb included, and a current one in the present', () => {
    expect(inRole('Responsible for greeting guests and checking them in', false)).toBe(
      'Greeted guests and checked them in',
    );
    expect(inRole('Responsible for opening and closing the store', false)).toBe(
      'Opened and closed the store',
    );
    expect(inRole('Manage a team of 8 and the weekly rota', false)).toBe(
      'Managed a team of 8 and the weekly rota',
    );
    expect(inRole('Responsible for handling guest complaints', true)).toBe('Handle guest complaints');
    expect(inRole('Writing unit tests for the React front end', true)).toBe(
      'Write unit tests for the React front end',
    );
  });

  it('keeps a supporting part supporting: "helped with" never becomes "conducted" or "led"', () => {
    for (const [text, answer] of [
      ['Helped with the SOX audit', 'Supported the SOX audit'],
      ['Assisted in defining SLOs for the payments API', 'Contributed to defining SLOs for the payments API'],
      [
        'Helped customers find products and answered questions',
        'Supported customers in finding products and answered questions',
      ],
      ['Helped train 5 new cashiers', 'Contributed to training 5 new cashiers'],
      // Whom they helped ends at the preposition: "code" is no action here ("with in coding reviews").
      ['helped the team with code reviews', 'Supported the team with code reviews'],
      ['Helped customers to find products', 'Supported customers in finding products'],
    ] as const) {
      const line = inRole(text, false);
      expect(line).toBe(answer);
      expect(inflatedPart(text, line)).toBeUndefined();
      expect(inflatedPart(text, inRole(text, false, 1))).toBeUndefined();
    }
  });

  it('keeps each number, name and acronym in its case', () => {
    expect(inRole('Helped with BLS training for new nurses', false)).toBe(
      'Supported BLS training for new nurses',
    );
    expect(inRole('Worked on GDPR compliance reviews for clients', true)).toContain('GDPR');
    expect(inRole('Assisted with preparing the annual budget of $2M', false)).toContain('$2M');
  });

  it('does not read a trade as an action: "plumbing repairs" is no "Plumbed repairs"', () => {
    expect(inRole('Worked on plumbing repairs for residential customers', false)).toBe(
      'Contributed to plumbing repairs for residential customers',
    );
  });

  it('keeps one tense in a line: a list of duties, and a current role told in the past', () => {
    expect(inRole('Handle returns and restock shelves', false)).toBe('Handled returns and restocked shelves');
    expect(inRole('Greet guests, answer phones and clean tables', false)).toBe(
      'Greeted guests, answered phones and cleaned tables',
    );
    // The person told their current job in the past: the whole line stays so.
    expect(inRole('Helped with on-call and improved alerting', true)).toBe(
      'Supported on-call and improved alerting',
    );
    // A noun after "and" stays a noun.
    expect(inRole('Handled returns and support tickets', false)).toBe('Handled returns and support tickets');
  });

  it('says what working on a thing was only when the thing itself names it', () => {
    expect(inRole('Worked on the checkout line', false)).toBe('Operated the checkout line');
    expect(inRole('Worked on the checkout redesign', false)).toBe('Contributed to the checkout redesign');
  });

  it('"try again" (variant 1) gives another phrasing, just as honest and without a slot', () => {
    const first = inRole('Helped with the SOX audit', false);
    const again = inRole('Helped with the SOX audit', false, 1);
    expect(again).not.toBe(first);
    expect(again).toBe('Contributed to the SOX audit');
    expect(again).not.toMatch(PLACEHOLDER);
    expect(inRole('Helped with the SOX audit', false, 1)).toBe(again);
  });
});

/** Lines a held-out set of 90 showed broken (2026-11-29): [line, role, try, the rewrite]. */
const HELD_OUT_LINES: [string, 'past' | 'current', number, string][] = [
  // A verb the lexicon also knows as a noun is the verb the person wrote…
  [
    'Reviews vendor contracts for GDPR compliance',
    'current',
    0,
    'Reviews vendor contracts for GDPR compliance',
  ],
  [
    'Reviews vendor contracts for GDPR compliance',
    'past',
    0,
    'Reviewed vendor contracts for GDPR compliance',
  ],
  ['Design logos, brochures and flyers', 'current', 0, 'Design logos, brochures and flyers'],
  // …while the thing done still gets its verb, by the phrase's head noun.
  ['Budget reports for the board', 'past', 0, 'Prepared budget reports for the board'],
  ['inventory counts weekly', 'past', 0, 'Conducted inventory counts weekly'],
  // A list of duties stays a list, in one form, with no verb doubled.
  [
    'responsible for scheduling, payroll and loss prevention',
    'current',
    0,
    'Manage scheduling, payroll and loss prevention',
  ],
  [
    'Responsible for night audit, balancing accounts and preparing daily reports',
    'current',
    0,
    'Conduct night audit, balance accounts and prepare daily reports',
  ],
  [
    'Duties included classroom management and following lesson plans',
    'past',
    0,
    'Handled classroom management and followed lesson plans',
  ],
  // A second held-out set: an action named as a noun, a list of nouns, an irregular participle.
  ['Editing of short documentaries in Premiere Pro', 'past', 0, 'Edited short documentaries in Premiere Pro'],
  ['Prospecting, demos, negotiating contracts', 'past', 0, 'Prospecting, demos, negotiating contracts'],
  [
    'Loan applications were reviewed and credit memos were written',
    'past',
    0,
    'Reviewed loan applications and wrote credit memos',
  ],
  [
    'Inventory management of controlled substances',
    'current',
    0,
    'Handle inventory management of controlled substances',
  ],
  // A third held-out set: two passives sharing their subject, a gerund after "and also".
  [
    'Purchase orders were raised and tracked for 3 departments',
    'past',
    0,
    'Raised and tracked purchase orders for 3 departments',
  ],
  [
    'Tasks included monitoring radio traffic and also training new hires',
    'past',
    0,
    'Monitored radio traffic and also trained new hires',
  ],
  // "Try again" offers no "took charge of", and supports no thing.
  ['Responsible for leading group sessions for teens', 'past', 1, 'Led group sessions for teens'],
  ['worked on the React frontend', 'past', 1, 'Contributed to the React frontend'],
  // Every passive of the line turns; a lowercase "i" or "we" goes; a closing "which" is set off.
  [
    'Lab equipment was maintained and supplies were ordered',
    'past',
    0,
    'Maintained lab equipment and ordered supplies',
  ],
  ['i was responsible for opening and closing the register', 'past', 0, 'Opened and closed the register'],
  [
    'we rewrote the billing service in Go which reduced p99 latency',
    'past',
    0,
    'Rewrote the billing service in Go, which reduced p99 latency',
  ],
];

describe('lines a held-out set showed broken', () => {
  it.each(HELD_OUT_LINES)('"%s" in a %s role (try %i)', (text, role, variant, rewrite) => {
    const resume = withRole([text], role === 'current');
    const task = { kind: 'improve', resume, field: 'experience.0.achievements.0', text } as const;
    expect(offlineAnswer(task, FIXTURE_NOW, variant)).toBe(rewrite);
  });
});
