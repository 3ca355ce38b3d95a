import { z } from 'zod';

/** GET /templates: one template of the catalogue (docs/http-api.md#catalogue-and-analytics). */
export const templateInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  premium: z.boolean(),
  description: z.string(),
});

/** GET /billing/plans: a plan on offer (docs/http-api.md#billing). */
export const billingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  period_months: z.number().int(),
  recurring: z.boolean(),
  money_back_days: z.number().int(),
  features: z.array(z.string()),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** `md` is Markdown; `jsonresume` the JSON Resume schema (jsonresume.org); `json` our own ResumeData. */
export const exportFormats = ['pdf', 'docx', 'txt', 'md', 'json', 'jsonresume'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const paperSizes = ['A4', 'LETTER'] as const;
export type PaperSize = (typeof paperSizes)[number];

/** GET /resumes/{id}/export?format=pdf|docx|txt|md|json|jsonresume[&paper=A4|LETTER] */
export const exportQuerySchema = z.object({
  format: z.enum(exportFormats),
  paper: z.enum(paperSizes).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
