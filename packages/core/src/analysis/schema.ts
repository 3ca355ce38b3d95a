import { z } from 'zod';
import type { ScoreBand } from '../rules/score-band';
import { CATEGORY_IDS } from './categories';
import { FINDING_IDS, SEVERITIES } from './findings';

/** The bands of docs/product.md#score, best first; `satisfies` keeps them in step with scoreBand. */
const BANDS = ['excellent', 'strong', 'good', 'fair', 'weak'] as const satisfies readonly ScoreBand[];

/** A job description pasted for a tailored analysis (POST /resumes/{id}/analysis). */
export const analysisRequestSchema = z.object({
  job_description: z.string().max(20_000).optional(),
});

export const categoryScoreSchema = z.object({
  id: z.enum(CATEGORY_IDS),
  label: z.string(),
  score: z.number().int().min(0),
  max: z.number().int().min(1),
});

export const findingSchema = z.object({
  id: z.enum(FINDING_IDS),
  severity: z.enum(SEVERITIES),
  category: z.enum(CATEGORY_IDS),
  message: z.string(),
  /** A ResumeData path (`experience.0.achievements.2`, `summary`) the client can jump to. */
  field: z.string(),
  suggestion: z.string(),
});

export const keywordsSchema = z.object({
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  coverage: z.number().min(0).max(1),
  /** Every requirement of the posting, most important first, marked required or nice to have. */
  requirements: z
    .array(
      z.object({
        term: z.string(),
        required: z.boolean(),
        matched: z.boolean(),
        /**
         * Where the resume meets it: the resume's sections that show it ("skills", "experience",
         * "summary", "title", "education", "certifications", "projects", "languages"); absent or
         * empty when it is missing.
         */
        found_in: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

/** The Analysis entity (docs/http-api.md#resumes). */
export const analysisSchema = z.object({
  resume_id: z.string(),
  score: z.number().int().min(0).max(100),
  band: z.enum(BANDS),
  categories: z.array(categoryScoreSchema),
  findings: z.array(findingSchema),
  /** Present only when a job description was given. */
  keywords: keywordsSchema.optional(),
  computed_at: z.iso.datetime(),
});

export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;
export type CategoryScore = z.infer<typeof categoryScoreSchema>;
export type Analysis = z.infer<typeof analysisSchema>;
/** What the engine computes; the server adds the resume id and the time. */
export type AnalysisResult = Omit<Analysis, 'resume_id' | 'computed_at'>;
