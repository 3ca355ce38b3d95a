import type { ResumeVersion } from '@resume/core';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The moment as the person's locale writes it: "3 May 2026, 14:02". */
export const formatMoment = (iso: string) => dateTime.format(new Date(iso));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday": how long ago a version was kept. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['minute', 60];
  return relative.format(Math.round(seconds / size), unit);
}

/** What a version is, in the history's words: its name, or why it was kept. */
export function versionLabel(version: ResumeVersion): string {
  switch (version.cause) {
    case 'manual':
      return version.name ?? 'Saved version';
    case 'import':
      return 'Imported';
    case 'template':
      return 'Before template change';
    case 'ai':
      return 'Before an AI change';
    case 'tailoring':
      return 'Tailored copy';
    case 'restore':
      return version.restored_from
        ? `Before restoring the version of ${formatMoment(version.restored_from)}`
        : 'Before a restore';
  }
}
