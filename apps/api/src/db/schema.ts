import { LIMITS } from '@resume/core';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; null for a guest. */
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull().default('user'),
    guestId: uuid('guest_id'),
    isVerified: boolean('is_verified').notNull().default(false),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    onboardingResponses: jsonb('onboarding_responses'),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** Premium enabled by an admin without an end date. */
    premiumUnlimited: boolean('premium_unlimited').notNull().default(false),
    /** AI credits left (free users); never below zero, so a spend can only succeed once per credit. */
    credits: integer('credits').notNull().default(LIMITS.freeAiCredits),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_guest_activity_idx').on(t.lastActiveAt).where(sql`${t.email} is null`),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from the same sign-in shares a family; reuse of a spent one revokes it. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Kept after the user is deleted, without the link. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    path: text('path'),
    props: jsonb('props'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_idx').on(t.name, t.occurredAt),
    // The scheduled cleanup deletes by receipt (ANALYTICS_RETENTION_DAYS) without reading the table.
    index('analytics_events_received_idx').on(t.receivedAt),
  ],
);

/** One-time email codes (6 digits) with the confirmation link token sent in the same email. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email_confirm | email_change */
    purpose: text('purpose').notNull(),
    /** The address the code was sent to (the new address for an email change). */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').unique(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Mail kept locally when no SMTP server is configured (readable at /dev/mailbox outside production). */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').notNull(),
    /** Optimistic concurrency: every write names the version it read. */
    version: integer('version').notNull().default(1),
    score: integer('score'),
    /** scratch | upload | duplicate | import */
    source: text('source').notNull(),
    /** The text read from an uploaded file, kept for re-parsing. */
    originalText: text('original_text'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resumes_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * Every payment that granted Pro, from Stripe or the demo checkout. The provider's session id is
 * unique, so a replayed or concurrently delivered confirmation can grant only once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** stripe | demo */
    provider: text('provider').notNull(),
    /** The Checkout Session id (or the demo checkout's id). */
    providerSessionId: text('provider_session_id').notNull().unique(),
    /** The PaymentIntent a refund names; null for a demo payment or a subscription's first invoice. */
    providerPaymentId: text('provider_payment_id').unique(),
    planId: text('plan_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The months of Pro this payment granted, taken back by a refund. */
    periodMonths: integer('period_months').notNull(),
    /** paid | refunded */
    status: text('status').notNull(),
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
);

/** Stripe events already handled: each is processed once, however often it is delivered. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cover letters: their own text, kept when the resume they were written from is deleted (the
 * link is set null; the export then uses the default design). Deleted with their owner.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /** The edited fields (CoverLetterContent of @resume/core), validated on every write. */
    content: jsonb('content').notNull(),
    jobDescription: text('job_description').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cover_letters_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * A tailored copy's link to the job posting it was made for, with the changes proposed to fit it
 * and the person's decision on each. Owned through its resume, and deleted with it.
 */
export const resumeTailorings = pgTable('resume_tailorings', {
  resumeId: uuid('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  sourceResumeId: uuid('source_resume_id').references(() => resumes.id, { onDelete: 'set null' }),
  role: text('role').notNull(),
  company: text('company').notNull(),
  jobDescription: text('job_description').notNull(),
  /** TailorChange[] of @resume/core, each with its status. */
  changes: jsonb('changes').notNull(),
  createdAt: createdAt(),
});

/**
 * Kept versions of a resume (its template and data as they were), newest first by `created_at`,
 * which is the clock's time rather than the transaction's so that two versions kept in one
 * transaction still have an order. Free users keep the newest LIMITS.freeVersionsKept per resume,
 * pruned in the transaction that writes a new one; deleted with the resume.
 */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    /** VersionCause of @resume/core: import | template | ai | tailoring | manual | restore */
    cause: text('cause').notNull(),
    name: text('name'),
    /** For a version kept before a restore: when the version then restored had been kept. */
    restoredFrom: timestamp('restored_from', { withTimezone: true }),
    template: text('template').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('resume_versions_resume_created_idx').on(t.resumeId, t.createdAt)],
);

/**
 * A resume's public page (/r/{slug}). The slug is the only secret in its address: rotating it
 * replaces it in place, revoking stamps `revoked_at`; both make the old address a plain 404. A
 * resume has at most one live link; the owner (the resume's) plan limits how many live links they
 * have (public-links.ts of @resume/core).
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    /** scrypt, as account passwords (lib/password-hash.ts); null when the page is open to anyone. */
    passwordHash: text('password_hash'),
    /** "Hide from search engines": robots meta and X-Robots-Tag; on unless the owner turns it off. */
    noindex: boolean('noindex').notNull().default(true),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('public_links_live_resume_idx').on(t.resumeId).where(sql`${t.revokedAt} is null`)],
);

/**
 * How often a resume's public page was opened and its PDF downloaded, per day (UTC). Counts only:
 * no address, no user agent, nothing about the visitor. Kept across rotations; deleted with the resume.
 */
export const publicLinkDays = pgTable(
  'public_link_days',
  {
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resumeId, t.day] })],
);

/**
 * The person's job applications (docs/product.md#applications), one card each on the board: its
 * stage and place in that stage's column, what the person wrote about the job, and the resume and
 * cover letter meant for it. Deleted with the user; a deleted resume or letter only unlinks.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of APPLICATION_STAGES of @resume/core. */
    stage: text('stage').notNull(),
    /** Place in the stage's column, 0 first; kept dense (0..n-1) by every move. */
    position: integer('position').notNull(),
    /** StageDates of @resume/core: the day each stage was (last) reached. */
    stageDates: jsonb('stage_dates').notNull().default({}),
    company: text('company').notNull(),
    role: text('role').notNull(),
    postingUrl: text('posting_url').notNull().default(''),
    postingText: text('posting_text').notNull().default(''),
    place: text('place').notNull().default(''),
    /** SalaryRange of @resume/core, or null when none was given. */
    salary: jsonb('salary'),
    contacts: jsonb('contacts').notNull().default([]),
    notes: text('notes').notNull().default(''),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    coverLetterId: uuid('cover_letter_id').references(() => coverLetters.id, { onDelete: 'set null' }),
    remindOn: date('remind_on', { mode: 'string' }),
    /** Set when the reminder job claims the row (before it sends), so each reminder goes once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** ApplicationSnapshot of @resume/core: what was sent, frozen when last marked Applied. */
    snapshot: jsonb('snapshot'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_user_stage_idx').on(t.userId, t.stage, t.position),
    index('applications_due_reminder_idx').on(t.remindOn).where(sql`${t.remindedAt} is null`),
  ],
);
