import { utcDay } from '@resume/core';
import type { AppDeps } from '../../deps';
import { button, compose, paragraph } from '../auth/emails';
import { type MailLog, maskAddress, sendMail } from '../mail/mailer';
import { claimDueReminders } from './repo';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;
type DueReminder = { email: string | null; company: string; role: string };

/**
 * The follow-up reminder: role and company in the body only (the subject is what the mail log
 * shows, and where someone applies is personal), a link to the board.
 */
export function reminderMail(publicUrl: string, due: DueReminder & { email: string }) {
  const board = `${publicUrl.replace(/\/+$/, '')}/applications`;
  const job = `${due.role} at ${due.company}`;
  return compose(due.email, 'Reminder: follow up on an application', [
    paragraph(`You asked to be reminded today to follow up on your application for ${job}.`),
    button('Open your applications', board),
  ]);
}

/**
 * Sends the reminders due on or before `now`'s day (UTC). Each is claimed (marked sent) before it
 * is sent, in one statement, so with several instances running this job each reminder goes once;
 * a send that fails is logged and not tried again. Answers how many were claimed.
 */
export async function sendDueReminders(deps: Deps, log: MailLog, now = new Date()): Promise<number> {
  const due = await claimDueReminders(deps.db, utcDay(now));
  for (const reminder of due) {
    if (reminder.email === null) continue;
    try {
      await sendMail(
        deps.mailer,
        log,
        reminderMail(deps.config.publicUrl, { ...reminder, email: reminder.email }),
      );
    } catch (error) {
      log.error({ err: error }, `reminder to ${maskAddress(reminder.email)} failed`);
    }
  }
  return due.length;
}
