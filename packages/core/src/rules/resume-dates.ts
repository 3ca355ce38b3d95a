const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What a resume shows for an ongoing job. */
const PRESENT = 'Present';

/** `2020-01` → `Jan 2020`, `2020` → `2020`; anything unreadable is shown as typed rather than lost. */
export function formatResumeMonth(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return text;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : text;
}

/**
 * `Jan 2020 – Present`, `Jan 2020 – Dec 2021`, or whichever end is known: an en dash with spaces,
 * as typeset resumes use, and never a dangling dash when one end is missing.
 */
export function formatResumeDates(
  start: string | null | undefined,
  end: string | null | undefined,
  isCurrent = false,
): string {
  const from = formatResumeMonth(start);
  const to = isCurrent ? PRESENT : formatResumeMonth(end);
  if (from && to && from !== to) return `${from} – ${to}`;
  return from || to;
}
