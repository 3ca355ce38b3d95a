import { errorResponseSchema } from '@resume/core';

/** Response schemas for a route's failure statuses, all in the `{detail}` shape (docs/http-api.md#errors). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
}
