import { z } from 'zod';
import { RESUME_LIMITS, type ResumeData, resumeDataSchema } from '../schemas/resume';

/** Characters left to give out, and whether anything was left out so far. */
type Budget = { left: number; cut: boolean };

/** The `.max()` a string or list schema carries, if any. */
function maxLength(schema: z.ZodType): number | undefined {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { check?: string; maximum?: number } } }[] })
    .checks;
  return checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** The first `max` characters, never half of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Cuts free text (strings with a maximum) to that maximum and to what is left of the budget, and
 * lists to their maximum; a list stops at the first item that finds the budget spent. Other
 * strings (choices, dates) stay as they are: the budget was set aside for them.
 */
function fitTo(schema: z.ZodType, value: unknown, budget: Budget): unknown {
  const inner = unwrap(schema);
  if (typeof value === 'string') {
    const max = maxLength(inner);
    if (max === undefined) return value;
    const kept = cut(value, Math.min(max, budget.left));
    budget.left -= kept.length;
    budget.cut ||= kept.length < value.length;
    return kept;
  }
  if (Array.isArray(value) && inner instanceof z.ZodArray) {
    const items = value.slice(0, maxLength(inner) ?? value.length);
    const kept: unknown[] = [];
    for (const item of items) {
      if (budget.left <= 0) break;
      kept.push(fitTo(inner.element as z.ZodType, item, budget));
    }
    budget.cut ||= kept.length < value.length;
    return kept;
  }
  if (value && typeof value === 'object' && inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const fieldSchema = shape[key];
        return [key, fieldSchema ? fitTo(fieldSchema, field, budget) : field];
      }),
    );
  }
  return value;
}

/** The characters of the strings that are not free text (choices, dates), which are never cut. */
function fixedCharacters(schema: z.ZodType, value: unknown): number {
  const inner = unwrap(schema);
  if (typeof value === 'string') return maxLength(inner) === undefined ? value.length : 0;
  if (Array.isArray(value) && inner instanceof z.ZodArray) {
    return value.reduce<number>((sum, item) => sum + fixedCharacters(inner.element as z.ZodType, item), 0);
  }
  if (value && typeof value === 'object' && inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return Object.entries(value).reduce((sum, [key, field]) => {
      const fieldSchema = shape[key];
      return sum + (fieldSchema ? fixedCharacters(fieldSchema, field) : 0);
    }, 0);
  }
  return 0;
}

/**
 * A resume cut to RESUME_LIMITS, keeping its first part: for content that did not come from the
 * builder (an upload, an import), which should become an editable resume rather than an error.
 * `cut` says whether anything was left out.
 */
export function fitResumeToLimits(data: ResumeData): { data: ResumeData; cut: boolean } {
  // Lists and fields cut to their own limits first: only what is kept sets aside its choices and dates.
  const limits = { left: Number.POSITIVE_INFINITY, cut: false };
  const capped = fitTo(resumeDataSchema, data, limits);
  const budget = {
    left: RESUME_LIMITS.totalCharacters - fixedCharacters(resumeDataSchema, capped),
    cut: false,
  };
  const fitted = resumeDataSchema.parse(fitTo(resumeDataSchema, capped, budget));
  return { data: fitted, cut: limits.cut || budget.cut };
}
