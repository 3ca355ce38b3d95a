import { authorizedFetch } from './api-client';

// Apart from api-client so that only the screens that download files load it.

/** A file from the api (an export): its bytes and the name the server gave it, if any. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await authorizedFetch(path, {});
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** The file name of a Content-Disposition header, preferring RFC 5987's exact `filename*`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // A malformed encoding: fall back to the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}
