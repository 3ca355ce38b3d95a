import { errorResponseSchema } from '@resume/core';

/** Response schemas for a route's failure statuses, all API.md's `{detail}` shape. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
}
