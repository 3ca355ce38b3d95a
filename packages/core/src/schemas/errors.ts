import { z } from 'zod';

/** One item of a validation failure (docs/http-api.md#errors: 422 with the list form). */
export const errorItemSchema = z.object({
  msg: z.string(),
  loc: z.array(z.union([z.string(), z.number()])),
  type: z.string(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

/** Every error under /api has this body. */
export const errorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(errorItemSchema), z.record(z.string(), z.unknown())]),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
