import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test-utils';
import { apiDownload, fileNameOf } from './api-download';
import { storeTokens } from './session';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: 'access', refresh_token: 'refresh', token_type: 'bearer' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('file downloads from the api', () => {
  it('fetches with the bearer and keeps the name the server gave', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.4', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Jane.pdf"',
        },
      }),
    );
    const file = await apiDownload('/resumes/r1/export?format=pdf');
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer access');
    expect(file.fileName).toBe('Jane.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it('a refusal throws with the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { detail: { msg: 'Executive is part of Pro.', code: 'premium_template' } }),
    );
    await expect(apiDownload('/resumes/r1/export?format=pdf')).rejects.toMatchObject({
      status: 403,
      message: 'Executive is part of Pro.',
    });
  });

  it('reads the exact RFC 5987 name first, the plain one otherwise', () => {
    expect(fileNameOf(`attachment; filename="Maria.txt"; filename*=UTF-8''Mar%C3%ADa.txt`)).toBe('María.txt');
    expect(fileNameOf(`attachment; filename="Maria.txt"; filename*=UTF-8''%E0%A4%A.txt`)).toBe('Maria.txt');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
