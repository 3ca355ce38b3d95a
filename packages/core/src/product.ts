/**
 * Product decisions (docs/product.md#limits, #plans, #templates) in one place. UI copy and server rules both
 * read from here; a deployment may override plan availability through the api's configuration.
 */
export const PRODUCT_NAME = 'ResumeCraft';

/** The line at the foot of every page of a free user's PDF. */
export const WATERMARK_TEXT = `Created with ${PRODUCT_NAME}`;

export const LIMITS = {
  passwordMinLength: 8,
  verificationCodeDigits: 6,
  verificationCodeTtlMinutes: 15,
  verificationCodeMaxTries: 5,
  resendCooldownSeconds: 60,
  passwordResetTtlMinutes: 60,
  freeResumeLimit: 2,
  /** Versions kept per resume on the free plan (the newest ones); Pro keeps all. */
  freeVersionsKept: 10,
  freeAiCredits: 5,
  guestInactiveDays: 30,
  accessTokenMinutes: 15,
  refreshTokenDays: 30,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxPages: 10,
  jsonBodyMaxBytes: 1024 * 1024,
  summarySentences: { min: 2, max: 4 },
  /** How many skills a resume is advised to list: the builder says so, the score checks it. */
  skills: { min: 5, max: 25 },
  mobileBreakpointPx: 768,
} as const;

/** What the upload reads, for a file picker's `accept` (the server still judges by content). */
export const UPLOAD_ACCEPT = '.pdf,.docx,.txt,.json,.zip';

/** The kinds of file the upload reads, in the words the start page uses. */
export const UPLOAD_KINDS = 'PDF, DOCX or TXT, a JSON Resume, or your LinkedIn data export (ZIP)';

/**
 * The upload's size limit in people's words: "10 MB". The limit itself is 10 MiB (10,485,760
 * bytes), which is what a file manager shows as 10 MB; the API's documentation says MiB.
 */
export const UPLOAD_SIZE_LABEL = `${LIMITS.uploadMaxBytes / (1024 * 1024)} MB`;

/** The same words whether the browser or the server refuses the file. */
export const UPLOAD_TOO_LARGE_MESSAGE = `This file is larger than ${UPLOAD_SIZE_LABEL}. Upload a PDF, DOCX or TXT file of at most ${UPLOAD_SIZE_LABEL}.`;

export type Plan = {
  id: string;
  name: string;
  price_cents: number;
  currency: string;
  period_months: number;
  recurring: boolean;
  money_back_days: number;
  features: string[];
  /** Offered to buyers; `pro_yearly` exists for the second pricing copy but is off by default. */
  enabled: boolean;
};

const PRO_FEATURES = [
  'Unlimited AI writer',
  'Unlimited resumes',
  'Premium templates',
  'Clean PDF without watermark',
  'Unlimited public links',
];

export const PLANS: readonly Plan[] = [
  {
    id: 'pro_3m',
    name: 'Pro — 3 months',
    price_cents: 4000,
    currency: 'USD',
    period_months: 3,
    recurring: false,
    money_back_days: 14,
    features: PRO_FEATURES,
    enabled: true,
  },
  {
    id: 'pro_yearly',
    name: 'Pro — yearly',
    price_cents: 4000,
    currency: 'USD',
    period_months: 12,
    recurring: true,
    money_back_days: 14,
    features: PRO_FEATURES,
    enabled: false,
  },
];

export type TemplateInfo = {
  id: string;
  name: string;
  premium: boolean;
  description: string;
  /** Prints the resume's photo (schemas/photo.ts); the other templates leave it out. */
  photo?: boolean;
};

/** The template catalogue; packages/templates implements one layout per id. */
export const TEMPLATES: readonly TemplateInfo[] = [
  {
    id: 'classic',
    name: 'Classic',
    premium: false,
    description: 'A timeless single-column layout with a serif accent.',
  },
  {
    id: 'modern',
    name: 'Modern',
    premium: false,
    description: 'Clean sans-serif with a coloured name band.',
  },
  {
    id: 'executive',
    name: 'Executive',
    premium: true,
    description: 'Understated and spacious, for senior roles.',
  },
  {
    id: 'sidebar',
    name: 'Sidebar',
    premium: true,
    description: 'Two columns: contacts and skills beside your experience.',
  },
  { id: 'compact', name: 'Compact', premium: true, description: 'Dense and tidy, fits more on one page.' },
  { id: 'elegant', name: 'Elegant', premium: true, description: 'Garamond headings and generous margins.' },
  {
    id: 'minimal',
    name: 'Minimal',
    premium: false,
    description: 'Plain sans-serif with no rules: nothing but your words.',
  },
  {
    id: 'portrait',
    name: 'Portrait',
    premium: true,
    photo: true,
    description: 'Your photo beside your name, when you add one; tidy without it.',
  },
  {
    id: 'creative',
    name: 'Creative',
    premium: true,
    description:
      'Two columns: your story on the left, contacts and skills beside it, with a strip of colour down the page.',
  },
  {
    id: 'academic',
    name: 'Academic CV',
    premium: true,
    description: 'A serif CV that leads with education, for publications, grants and talks.',
  },
];

export const DEFAULT_TEMPLATE = 'classic';

export function findTemplate(id: string): TemplateInfo | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
