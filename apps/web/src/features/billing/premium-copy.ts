import type { User } from '@resume/core';

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A date as people read it: "May 1, 2026" (in the browser's language). */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

type Premium = Pick<User, 'is_premium' | 'premium_until'>;

/** "Pro is active until May 1, 2026" (or without an end, when premium was enabled with none). */
export function proActiveText({ premium_until }: Pick<User, 'premium_until'>): string {
  return premium_until
    ? `Pro is active until ${formatDate(premium_until)}`
    : 'Pro is active, with no end date';
}

/** The plan in a few words: "Pro until May 1, 2026" or "Free plan". */
export function premiumSummary(user: Premium): string {
  if (!user.is_premium) return 'Free plan';
  return user.premium_until ? `Pro until ${formatDate(user.premium_until)}` : 'Pro, with no end date';
}
