import { ApiError } from '@/lib/api-client';
import { describePath } from './resume-document';

/** Where in the request a refused value was, as the person knows it: ['body', 'data', 'summary'] → "Summary". */
function fieldName(loc: unknown): string | undefined {
  if (!Array.isArray(loc)) return undefined;
  const path = loc.filter((part) => part !== 'body').join('.');
  return path === '' || path === 'data' ? undefined : describePath(path);
}

/**
 * Why a save was refused, in words the status can show: a validation failure names each field
 * with its rule ("Summary: At most 5,000 characters"), anything else is the server's message.
 */
export function saveProblem(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.detail))
    return error.message;
  return error.detail
    .map((item: { loc?: unknown; msg?: unknown }) => {
      const field = fieldName(item.loc);
      return field ? `${field}: ${String(item.msg)}` : String(item.msg);
    })
    .join('; ');
}
