import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test-utils';
import { ApiError, apiRequest, setAuthLostHandler } from './api-client';
import { readSession, storeTokens } from './session';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh', token_type: 'bearer' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const authHeader = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.authorization;

describe('api client', () => {
  it('adds the bearer and parses JSON', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    expect(await apiRequest('/user/me')).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/user/me');
    expect(authHeader(0)).toBe('Bearer old-access');
  });

  it('sends a form as it is, leaving its multipart content type to the browser', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { resume_id: 'r1' }));
    const form = new FormData();
    form.append('file', new Blob(['Jane Doe']), 'cv.txt');
    await apiRequest('/resumes/upload', { body: form });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('on 401 refreshes once and retries once with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'expired' }))
      .mockResolvedValueOnce(
        jsonResponse(200, { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { id: 'u1' }));
    expect(await apiRequest('/user/me')).toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ refresh_token: 'old-refresh' });
    expect(authHeader(2)).toBe('Bearer new-access');
    expect(readSession()?.refresh_token).toBe('new-refresh');
  });

  it('does not retry a second time when the retry is also 401', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'x' }))
      .mockResolvedValueOnce(
        jsonResponse(200, { access_token: 'n', refresh_token: 'n', token_type: 'bearer' }),
      )
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'still no' }));
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ status: 401, message: 'still no' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('when the refresh fails: clears the tokens and reports whose session it was (an account’s here)', async () => {
    const lost = vi.fn();
    setAuthLostHandler(lost);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'x' }))
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'spent' }));
    await expect(apiRequest('/user/me')).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toBeNull();
    expect(lost).toHaveBeenCalledExactlyOnceWith({ when: 'use', guest: false });
  });

  it('concurrent 401s share a single refresh', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
      if (url.endsWith('/auth/refresh')) {
        await new Promise((r) => setTimeout(r, 10));
        return jsonResponse(200, { access_token: 'fresh', refresh_token: 'fresh-r', token_type: 'bearer' });
      }
      return auth === 'Bearer fresh' ? jsonResponse(200, { url }) : jsonResponse(401, { detail: 'expired' });
    });
    await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'));
    expect(refreshes).toHaveLength(1);
  });

  it('maps failures to the catalogue message, joining a detail list with semicolons', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        detail: [
          { msg: 'a', loc: [], type: 't' },
          { msg: 'b', loc: [], type: 't' },
        ],
      }),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 422, message: 'a; b' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, message: 'unexpected' });
  });
});
