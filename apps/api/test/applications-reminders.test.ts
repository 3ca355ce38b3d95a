import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../src/modules/applications/reminders';
import { scheduleCleanup } from '../src/modules/cleanup/cleanup-schedule';
import { OutboxMailer } from '../src/modules/mail/outbox-mailer';
import { allMailTo, signUp } from './support/accounts';
import { patch, today, track } from './support/applications';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reminders = async (email: string) =>
  (await allMailTo(t, email, 0)).filter((mail) => mail.subject.startsWith('Reminder'));

/** Two instances of the server on one database: each with its own mailer, both running the job. */
const instances = () => [t.deps, { ...t.deps, mailer: new OutboxMailer(t.deps.db) }];

describe('follow-up reminders', () => {
  it('e-mails the owner once on the chosen day, even with two instances running the job at once', async () => {
    const { email, tokens } = await signUp(t);
    const token = tokens.access_token;
    const due = await track(t, token, {
      company: 'Acme <b>& Co</b>',
      role: 'Platform Engineer',
      remind_on: today(),
    });
    await track(t, token, { company: 'Later Inc', role: 'SRE', remind_on: '2099-01-01' });
    await Promise.all(instances().map((deps) => sendDueReminders(deps, t.app.log)));
    await Promise.all(instances().map((deps) => sendDueReminders(deps, t.app.log)));
    const sent = await reminders(email);
    expect(sent).toHaveLength(1);
    // The subject is logged: where the person applies stays in the body.
    expect(sent[0]!.subject).toBe('Reminder: follow up on an application');
    expect(sent[0]!.text).toContain('Platform Engineer at Acme <b>& Co</b>');
    expect(sent[0]!.text).toContain('http://localhost:8080/applications');
    expect(sent[0]!.html).toContain('Platform Engineer at Acme &lt;b&gt;&amp; Co&lt;/b&gt;');
    expect(sent[0]!.html).not.toContain('<b>');
    const reminded = await t.request<{ reminded_at: string | null }>(`/api/v1/applications/${due.id}`, {
      token,
    });
    expect(reminded.body.reminded_at).not.toBeNull();

    // Another day for the same card is a new reminder (a day already past is due at once), sent once too.
    await patch(t, token, due.id, { remind_on: '2020-01-01' });
    await Promise.all(instances().map((deps) => sendDueReminders(deps, t.app.log)));
    expect(await reminders(email)).toHaveLength(2);
  });

  it('sends none for a job given up on (rejected or withdrawn), until it is moved back', async () => {
    const { email, tokens } = await signUp(t);
    const token = tokens.access_token;
    const card = await track(t, token, { company: 'Umbrella', role: 'Analyst', remind_on: today() });
    await patch(t, token, card.id, { stage: 'withdrawn' });
    await sendDueReminders(t.deps, t.app.log);
    expect(await reminders(email)).toHaveLength(0);
    await patch(t, token, card.id, { stage: 'applied' });
    await sendDueReminders(t.deps, t.app.log);
    expect(await reminders(email)).toHaveLength(1);
  });

  it('runs with the scheduled cleanup on every instance', async () => {
    const { email, tokens } = await signUp(t);
    await track(t, tokens.access_token, { company: 'Initech', role: 'Developer', remind_on: '2020-02-02' });
    const schedules = instances().map((deps) =>
      scheduleCleanup(deps.db, t.app.log, 20, deps.config, (now) => sendDueReminders(deps, t.app.log, now)),
    );
    try {
      await expect.poll(() => reminders(email), { timeout: 5_000 }).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await reminders(email)).toHaveLength(1);
    } finally {
      for (const schedule of schedules) schedule.stop();
    }
  });
});
