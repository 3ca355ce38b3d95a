import type { Application } from '@resume/core';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as the person reads it ("28 Nov 2026"), the same in every time zone. */
export const formatDay = (day: string): string => DAY.format(new Date(`${day}T00:00:00Z`));

/** The day the application reached the stage it is in (its creation day if the API gave none). */
export const lastStageDay = (application: Application): string =>
  application.stage_dates[application.stage] ?? application.created_at.slice(0, 10);

/** A follow-up still to come: the day it is e-mailed, or null once sent or when none is set. */
export const pendingReminder = (application: Application): string | null =>
  application.remind_on && !application.reminded_at ? application.remind_on : null;
