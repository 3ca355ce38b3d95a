import { longWordsResume } from '@resume/core/testing';
import type { Browser, Page } from 'playwright-core';
import { FILLED_RESUME_NAME, filledResumeText } from './filled-resume';
import { type FilledResume, type Visitor, visitorWithResume, type Who } from './visitors';

/**
 * Every screen of the product, each step, tab and main dialog, for the journeys that check all of
 * them the same way (narrow-screens: nothing scrolls sideways; accessibility: axe finds nothing
 * serious). One list, so a new screen is checked by both.
 */

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
      await page.getByLabel('What should it say?').fill(`A summary for ${longWordsResume().title}`);
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
  { name: '/account-deleted', path: '/account-deleted', who: ALL },
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
