import { z } from 'zod';
import { utcDay } from '../dates/stored';

/**
 * A resume's public link (docs/product.md#public-link): a page at /r/{slug} that shows the resume
 * to anyone who has the address. Off until the owner turns it on; the plan limits how many resumes
 * have one at a time.
 */
export const PUBLIC_LINK_LIMITS = {
  /** Live public links a free account may have at once; Pro has no limit. */
  freeLinks: 1,
  /** Characters of a slug: 17 base62 characters carry 101 bits, more than the 96 the address needs. */
  slugLength: 17,
  passwordMinLength: 6,
  passwordMaxLength: 128,
  /** Days of view and download counts the owner sees. */
  statsDays: 30,
} as const;

/** How many live public links the plan allows: null for Pro (no limit). */
export const publicLinkLimitFor = (premium: boolean): number | null =>
  premium ? null : PUBLIC_LINK_LIMITS.freeLinks;

export const PUBLIC_LINK_LIMIT_CODE = 'public_link_limit';

export const publicLinkLimitMessage = () =>
  `Free accounts can share ${PUBLIC_LINK_LIMITS.freeLinks} resume by public link at a time. Turn off the other link, or upgrade to Pro for unlimited links.`;

/** What a slug looks like; anything else is answered 404 before the database is asked. */
export const PUBLIC_LINK_SLUG = new RegExp(`^[0-9A-Za-z]{${PUBLIC_LINK_LIMITS.slugLength}}$`);

/** The path of a resume's public page, under the site's own origin. */
export const publicLinkPath = (slug: string) => `/r/${slug}`;

/** A resume's live public link, as its owner sees it. */
export const publicLinkSchema = z.object({
  /** The full address to share. */
  url: z.string(),
  slug: z.string(),
  has_password: z.boolean(),
  /** "Hide from search engines" (robots meta and X-Robots-Tag); on by default. */
  noindex: z.boolean(),
  created_at: z.string(),
  /** When the address last changed; null if never. */
  rotated_at: z.string().nullable(),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** GET /resumes/{id}/public-link: the live link, or null when the resume is not shared. */
export const publicLinkStateSchema = z.object({
  link: publicLinkSchema.nullable(),
  /** Live links the owner has, on any resume, and how many the plan allows (null: no limit). */
  used: z.number().int(),
  limit: z.number().int().nullable(),
});
export type PublicLinkState = z.infer<typeof publicLinkStateSchema>;

const linkPassword = z
  .string()
  .min(
    PUBLIC_LINK_LIMITS.passwordMinLength,
    `Use at least ${PUBLIC_LINK_LIMITS.passwordMinLength} characters for the link's password`,
  )
  .max(
    PUBLIC_LINK_LIMITS.passwordMaxLength,
    `Use at most ${PUBLIC_LINK_LIMITS.passwordMaxLength} characters for the link's password`,
  );

/**
 * PUT /resumes/{id}/public-link: turns the link on (when it is off) and changes its settings.
 * `password`: a new one sets it, null removes it, absent leaves it as it is.
 */
export const updatePublicLinkRequestSchema = z.strictObject({
  noindex: z.boolean().optional(),
  password: linkPassword.nullable().optional(),
});
export type UpdatePublicLinkRequest = z.infer<typeof updatePublicLinkRequestSchema>;

/** One day of a public link's use, in UTC. */
export const publicLinkDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD, UTC'),
  views: z.number().int(),
  downloads: z.number().int(),
});
export type PublicLinkDay = z.infer<typeof publicLinkDaySchema>;

/** GET /resumes/{id}/public-link/stats: every one of the last days, oldest first, zeros included. */
export const publicLinkStatsSchema = z.object({
  days: z.array(publicLinkDaySchema),
  total_views: z.number().int(),
  total_downloads: z.number().int(),
});
export type PublicLinkStats = z.infer<typeof publicLinkStatsSchema>;

/** The last `count` days up to `today` (YYYY-MM-DD, UTC), oldest first. */
export function lastDays(today: Date, count: number = PUBLIC_LINK_LIMITS.statsDays): string[] {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, i) => utcDay(new Date(start - (count - 1 - i) * 86_400_000)));
}
