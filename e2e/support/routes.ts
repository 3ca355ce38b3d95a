import type { ResumeData, Tokens } from '@resume/core';
import type { Browser, Page } from 'playwright-core';
import { PASSWORD, verifiedAccount } from './accounts';
import { baseUrl, newVisitor } from './browser';

/**
 * Every screen of the product, each step, tab and main dialog, for the journeys that check all of
 * them the same way (narrow-screens: nothing scrolls sideways; accessibility: axe finds nothing
 * serious). One list, so a new screen is checked by both.
 */

/**
 * Who looks: a guest; a member (registered, verified, onboarded); a member who bought Pro (more in
 * the header and its menu); a verified newcomer who has not answered onboarding yet.
 */
export type Who = 'guest' | 'member' | 'pro' | 'newcomer';

/** Every kind of visitor, for journeys that look at the product through each one's eyes. */
export const EVERYONE: readonly Who[] = ['guest', 'member', 'pro', 'newcomer'];

export type Screen = {
  /** How failures name it: the address, and what was opened on it. */
  name: string;
  /** The address; `{id}` becomes the filled resume's id. */
  path: string;
  who: readonly Who[];
  /** Only below the 768 px breakpoint (the phone menu, the preview dialog). */
  phoneOnly?: boolean;
  /** Waits for what the screen shows besides its title. */
  ready?(page: Page): Promise<void>;
  /** Opens a dialog or menu over the screen, and waits for it. */
  open?(page: Page, resume: FilledResume): Promise<void>;
};

export type FilledResume = { id: string; name: string };

const ALL: readonly Who[] = ['guest', 'member', 'pro'];
const SIGNED_IN: readonly Who[] = ['member', 'pro'];
const BUILDER_STEPS = ['contacts', 'experience', 'education', 'skills', 'summary'] as const;
const STEP_LABELS: Record<(typeof BUILDER_STEPS)[number], string> = {
  contacts: 'Contacts',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  summary: 'Summary',
};

const heading = (page: Page, level: number, name: string | RegExp) =>
  page.getByRole('heading', { level, name }).first().waitFor();

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }).waitFor();

/** An AI answer (the built-in offline writer's) finished streaming. */
const suggestionDone = (page: Page) =>
  page.locator('[data-suggestion-status="done"]').first().waitFor({ timeout: 20_000 });

/** A job ad whose terms the resume partly covers, with words as long as ads have. */
const JOB_DESCRIPTION =
  'Staff Platform Engineer. You will own our Kubernetes-based deployment platform and observability (OpenTelemetry, Prometheus, Grafana). Requirements: TypeScript, PostgreSQL, Terraform, GraphQL, event-driven-architecture-with-Kafka-and-exactly-once-semantics, incident management, mentoring.';

export const SCREENS: readonly Screen[] = [
  { name: '/start', path: '/start', who: ALL, ready: (p) => p.getByText('Continue editing').waitFor() },
  {
    name: '/start, phone menu open',
    path: '/start',
    who: ALL,
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    },
  },
  ...BUILDER_STEPS.map(
    (step): Screen => ({
      name: `/builder?step=${step}`,
      path: `/builder?id={id}&step=${step}`,
      who: ALL,
      ready: (page) => heading(page, 2, STEP_LABELS[step]),
    }),
  ),
  {
    // AI screens for guests only: each guest has their own credits, members share an account.
    name: '/builder?step=experience, suggestion for an achievement open',
    path: '/builder?id={id}&step=experience',
    who: ['guest'],
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Improve achievement 1,/ })
        .first()
        .click();
      await suggestionDone(page);
    },
  },
  {
    name: '/refine?tab=analysis',
    path: '/refine?id={id}&tab=analysis',
    who: ALL,
    ready: (page) => page.getByTestId('resume-score').waitFor({ timeout: 20_000 }),
  },
  {
    name: '/refine?tab=editor',
    path: '/refine?id={id}&tab=editor',
    who: ALL,
    ready: (page) => page.getByRole('tabpanel').getByLabel('First name').waitFor(),
  },
  {
    name: '/refine?tab=analysis, tailored to a job',
    path: '/refine?id={id}&tab=analysis',
    who: ['guest'],
    ready: (page) => page.getByTestId('resume-score').waitFor({ timeout: 20_000 }),
    open: async (page) => {
      await page.getByLabel('Job description (optional)').fill(JOB_DESCRIPTION);
      await page.getByRole('list', { name: 'Missing keywords' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Tailor to this job' }).click();
      await suggestionDone(page);
    },
  },
  {
    name: '/refine, preview dialog open',
    path: '/refine?id={id}&tab=analysis',
    who: ALL,
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await dialog(page, 'Preview and template');
      await page.getByTestId('resume-preview').waitFor({ timeout: 20_000 });
    },
  },
  {
    name: '/export',
    path: '/export?id={id}',
    who: ALL,
    ready: (page) => page.getByRole('table', { name: 'Free and Pro compared' }).waitFor(),
  },
  {
    name: '/export, guest download dialog open',
    path: '/export?id={id}',
    who: ['guest'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await dialog(page, 'Create your free account');
    },
  },
  {
    name: '/upgrade',
    path: '/upgrade?id={id}',
    who: ALL,
    ready: (p) => p.getByText('Pro — 3 months').waitFor(),
  },
  {
    name: '/resumes',
    path: '/resumes',
    who: ALL,
    ready: (page) => page.getByRole('listitem').first().waitFor(),
  },
  {
    name: '/resumes, delete dialog open',
    path: '/resumes',
    who: ALL,
    open: async (page, resume) => {
      await page.getByRole('button', { name: `Delete ${resume.name}` }).click();
      await dialog(page, 'Delete this resume?');
    },
  },
  { name: '/ai-writer', path: '/ai-writer?id={id}', who: ALL },
  {
    name: '/ai-writer, with a draft',
    path: '/ai-writer?id={id}',
    who: ['guest'],
    open: async (page) => {
      await page.getByLabel('What should it say?').fill(`A summary for ${LONG_TITLE}`);
      await page.getByRole('button', { name: 'Generate' }).click();
      await suggestionDone(page);
    },
  },
  { name: '/login', path: '/login', who: ['guest'] },
  { name: '/signup', path: '/signup', who: ['guest'] },
  { name: '/auth/verify-email', path: '/auth/verify-email', who: ALL },
  { name: '/auth/email-confirmed', path: '/auth/email-confirmed', who: ALL },
  { name: '/auth/email-confirmation-error', path: '/auth/email-confirmation-error', who: ALL },
  { name: '/auth/request-password-reset', path: '/auth/request-password-reset', who: ALL },
  {
    name: '/auth/reset-password-verification',
    path: '/auth/reset-password-verification?token=not-a-real-token',
    who: ALL,
  },
  { name: '/auth/reset-password', path: '/auth/reset-password?token=not-a-real-token', who: ALL },
  { name: '/payment/success', path: '/payment/success', who: ALL },
  { name: '/profile-settings', path: '/profile-settings', who: SIGNED_IN },
  {
    name: '/profile-settings, log out dialog open',
    path: '/profile-settings',
    who: SIGNED_IN,
    open: async (page) => {
      await page.getByRole('button', { name: 'Log out' }).click();
      await dialog(page, 'Log out?');
    },
  },
  {
    name: '/profile-settings, delete account dialog open',
    path: '/profile-settings',
    who: SIGNED_IN,
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete account' }).click();
      await dialog(page, 'Delete your account?');
    },
  },
  { name: '/onboarding', path: '/onboarding', who: ['newcomer'] },
  { name: 'not found', path: '/no-such-page', who: ALL },
  {
    // Last: it adds a resume (members keep theirs within the free limit, so guests only).
    name: '/builder?review=1, after uploading the filled resume',
    path: '/start',
    who: ['guest'],
    open: async (page) => {
      await page.getByLabel('Resume file').setInputFiles({
        name: `${FILLED_RESUME_NAME}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(filledResumeText()),
      });
      await page.waitForURL(/\/builder\?id=[^&]+&review=1/, { timeout: 20_000 });
      await heading(page, 1, 'Check what we read');
    },
  },
];

/** A title far longer than any word wraps around (120 characters, no spaces). */
const LONG_TITLE =
  'Principal-Software-Engineer/Platform-Reliability-and-Developer-Productivity-Lead-for-Distributed-Payments-Infrastructure'.slice(
    0,
    120,
  );
const longUrl = (path: string) =>
  `https://www.example-portfolio-and-engineering-blog.com/${path}/2024/distributed-systems/observability-at-scale?ref=resume&utm=x`
    .padEnd(150, 'x')
    .slice(0, 150);
const LONG_INSTITUTION =
  'Rheinisch-Westfälische-Technische-Hochschule-Aachen-Faculty-of-Mathematics-Computer-Science-and-Natural-Sciences';

/** A resume with everything filled in, and the longest words real resumes have. */
export const FILLED_RESUME: ResumeData = {
  title: LONG_TITLE,
  first_name: 'Maximiliane-Konstantina',
  middle_name: 'Alexandra',
  last_name: 'Wolfeschlegelsteinhausenbergerdorff',
  email: 'maximiliane.konstantina.wolfeschlegelsteinhausenbergerdorff@example-company-domain.com',
  phone: '+49 170 1234567',
  location: 'Garmisch-Partenkirchen, Bavaria, Germany',
  contacts: [
    { type: 'email', value: 'maximiliane.wolfeschlegelsteinhausenbergerdorff@example.com', label: '' },
    { type: 'phone', value: '+49 170 1234567', label: '' },
    { type: 'linkedin', value: longUrl('in/maximiliane-konstantina'), label: '' },
    { type: 'website', value: longUrl('portfolio'), label: 'Portfolio' },
  ],
  summary:
    'Engineer with twelve years building payment platforms that move billions each year. Led the migration of a monolith to services without downtime, documented at https://www.example-portfolio-and-engineering-blog.com/monolith-to-services-without-downtime-a-field-report. Looking for a staff role in platform engineering.',
  skills: [
    { name: 'TypeScript', level: 'expert' },
    { name: 'PostgreSQL', level: 'advanced' },
    { name: 'Kubernetes-Operators-and-Custom-Resource-Definitions', level: 'intermediate' },
    { name: 'Observability', level: null },
  ],
  experience: [
    {
      job_title: LONG_TITLE,
      company: 'Internationale-Zahlungsverkehrs-und-Abwicklungsgesellschaft mbH',
      city: 'Frankfurt am Main',
      country: 'Germany',
      start_date: '2019-03',
      end_date: null,
      is_current: true,
      company_description: `Payments processor for European retailers; engineering handbook at ${longUrl('handbook')}.`,
      achievements: Array.from(
        { length: 10 },
        (_, i) =>
          `Cut p99 latency of settlement service ${i + 1} by 40% by redesigning its batching; write-up: ${longUrl(`achievement-${i + 1}`)}`,
      ),
    },
    {
      job_title: 'Senior Backend Engineer',
      company: 'Example GmbH',
      city: 'Berlin',
      country: 'Germany',
      start_date: '2015-01',
      end_date: '2019-02',
      is_current: false,
      company_description: '',
      achievements: ['Built the billing system.', 'Mentored four engineers.'],
    },
  ],
  education: [
    {
      degree: 'Master of Science',
      institution: LONG_INSTITUTION,
      field_of_study: 'Computer-Science-with-Specialisation-in-Distributed-and-Parallel-Systems',
      city: 'Aachen',
      country: 'Germany',
      start_date: '2012-10',
      graduation_date: '2014-09',
    },
    {
      degree: 'Bachelor of Science',
      institution: 'Technische Universität München',
      field_of_study: 'Informatics',
      city: 'Munich',
      country: 'Germany',
      start_date: '2009-10',
      graduation_date: '2012-09',
    },
  ],
  extras: {
    languages: [{ name: 'English', level: 'Fluent' }],
    certifications: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2022-05' }],
    projects: [
      {
        name: 'Open-source-settlement-reconciliation-toolkit',
        description: 'Reconciles settlement files against ledgers.',
        url: longUrl('projects/reconciliation'),
      },
    ],
    links: [{ label: 'Engineering blog', url: longUrl('blog') }],
  },
};

/** FILLED_RESUME as the plain-text file a person might upload. */
export function filledResumeText(data: ResumeData = FILLED_RESUME): string {
  const lines = [
    [data.first_name, data.middle_name, data.last_name].join(' '),
    data.title,
    [data.email, data.phone, data.location].join(' | '),
    ...data.contacts.filter((c) => c.type !== 'email' && c.type !== 'phone').map((c) => c.value),
    '',
    'SUMMARY',
    data.summary,
    '',
    'EXPERIENCE',
    ...data.experience.flatMap((job) => [
      `${job.job_title}, ${job.company}, ${job.city}, ${job.country}`,
      `${job.start_date} - ${job.is_current ? 'Present' : (job.end_date ?? '')}`,
      ...job.achievements.map((a) => `• ${a}`),
      '',
    ]),
    'EDUCATION',
    ...data.education.flatMap((school) => [
      `${school.degree}, ${school.field_of_study}`,
      `${school.institution}, ${school.city}, ${school.country}`,
      `${school.start_date} - ${school.graduation_date ?? ''}`,
      '',
    ]),
    'SKILLS',
    data.skills.map((skill) => skill.name).join(', '),
  ];
  return `${lines.join('\n')}\n`;
}

/** The resume's name in lists: long, and one word, as names made from file names are. */
export const FILLED_RESUME_NAME =
  'Maximiliane_Wolfeschlegelsteinhausenbergerdorff_Principal_Platform_Engineer_Payments_CV_2024';

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createFilledResume(token: string): Promise<FilledResume> {
  const resume = await call<{ id: string; name: string }>(
    'POST',
    '/resumes',
    { name: FILLED_RESUME_NAME, data: FILLED_RESUME },
    token,
  );
  return { id: resume.id, name: resume.name };
}

type Account = { email: string; resume: FilledResume | null };

/** A registered, verified account, onboarded unless told otherwise; made through the api. */
async function makeAccount(who: Exclude<Who, 'guest'>): Promise<Account> {
  const { email, accessToken } = await verifiedAccount(`screens-${who}`, { onboard: who !== 'newcomer' });
  if (who === 'newcomer') return { email, resume: null };
  if (who === 'pro') await buyPro(accessToken);
  return { email, resume: await createFilledResume(accessToken) };
}

/** Pays for Pro through the built-in demo checkout, as its Pay button does. */
async function buyPro(token: string): Promise<void> {
  const { checkout_url } = await call<{ checkout_url: string }>(
    'POST',
    '/billing/checkout',
    { plan_id: 'pro_3m' },
    token,
  );
  const ticket = new URL(checkout_url, baseUrl()).searchParams.get('ticket');
  if (!ticket) throw new Error(`not the demo checkout: ${checkout_url}`);
  const paid = await fetch(`${baseUrl()}/demo-checkout/pay?ticket=${encodeURIComponent(ticket)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`demo checkout: ${paid.status} ${await paid.text()}`);
  const user = await call<{ is_premium: boolean }>('GET', '/user/me', undefined, token);
  if (!user.is_premium) throw new Error('Pro did not unlock after the demo payment');
}

// One account of each kind per test file, whatever the number of widths: each visitor logs in anew.
const accounts = new Map<Who, Promise<Account>>();
function accountFor(who: Exclude<Who, 'guest'>): Promise<Account> {
  let account = accounts.get(who);
  if (!account) {
    account = makeAccount(who);
    accounts.set(who, account);
  }
  return account;
}

export type Visitor = { page: Page; who: Who; width: number; resume: FilledResume | null };

/**
 * A browser page of the given width whose session is `who`'s (tokens put where the app keeps them),
 * with the filled resume: a guest gets their own, members share their account's.
 */
export async function visitorWithResume(
  browser: Browser,
  who: Who,
  width: number,
  height = 800,
): Promise<Visitor> {
  let tokens: Tokens;
  let resume: FilledResume | null;
  if (who === 'guest') {
    tokens = await call<Tokens>('POST', '/auth/guest');
    resume = await createFilledResume(tokens.access_token);
  } else {
    const account = await accountFor(who);
    tokens = await call<Tokens>('POST', '/auth/login', { email: account.email, password: PASSWORD });
    resume = account.resume;
  }
  const page = await newVisitor(browser, width, height);
  // Only into an empty storage: the app's own refreshes must not be undone on the next page.
  await page.context().addInitScript((t) => {
    if (localStorage.getItem('session')) return;
    const { access_token, refresh_token, token_type } = t;
    localStorage.setItem('session', JSON.stringify({ access_token, refresh_token, token_type }));
    if (t.guest_id) localStorage.setItem('guest_id', t.guest_id);
  }, tokens);
  return { page, who, width, resume };
}

/** The screens `who` sees at `width`. */
export function screensFor(who: Who, width: number): Screen[] {
  return SCREENS.filter((s) => s.who.includes(who) && (!s.phoneOnly || width < 768));
}

/** Opens `screen` and waits until it has drawn (and its dialog, if any, is open). */
export async function show(visitor: Visitor, screen: Screen): Promise<void> {
  const { page, resume } = visitor;
  const path = screen.path.replace('{id}', encodeURIComponent(resume?.id ?? ''));
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // Pages load their data after their title: wait for their "Loading…" spinners to go.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('main [role="status"]')].some((s) =>
        /^Loading/.test(s.textContent ?? ''),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await screen.ready?.(page);
  if (screen.open && resume) await screen.open(page, resume);
  else if (screen.open) throw new Error(`${screen.name} needs a resume`);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Every screen `who` sees at `width`, each shown in turn and handed to `check`. */
export async function forEveryScreen(
  browser: Browser,
  who: Who,
  width: number,
  check: (visitor: Visitor, screen: Screen) => Promise<void>,
): Promise<void> {
  const visitor = await visitorWithResume(browser, who, width);
  try {
    for (const screen of screensFor(who, width)) {
      await show(visitor, screen).catch((error: Error) => {
        throw new Error(`${screen.name} (${who}, ${width}px) did not show: ${error.message}`);
      });
      await check(visitor, screen);
    }
  } finally {
    await visitor.page.context().close();
  }
}
