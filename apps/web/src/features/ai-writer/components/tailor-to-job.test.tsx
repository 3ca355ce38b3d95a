import type { User } from '@resume/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi } from '@/test-render';
import { eventStreamResponse, jsonResponse } from '@/test-utils';
import { AiResumeProvider } from '../ai-resume-context';
import { TailorToJob } from './tailor-to-job';

const user = { id: 'u1', is_premium: true, credits: 0, credits_unlimited: true } as User;
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => ({ user, isLoading: false, setUser: vi.fn() }),
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const flush = vi.fn(async () => {});
const missing = vi.fn();

function renderTailor(jobDescription: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AiResumeProvider resumeId="r1" edit={vi.fn()} flush={flush}>
          <TailorToJob jobDescription={jobDescription} onMissingJobDescription={missing} />
        </AiResumeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  storeTokens({ access_token: 'acc', refresh_token: 'ref', token_type: 'bearer' });
  missing.mockClear();
});

describe('Tailor to this job', () => {
  it('shows the advice with Copy and the facts to check, never an Accept (Pro: unlimited, so no count stops it)', async () => {
    const api = fakeApi({
      'POST /ai/tailor': () =>
        eventStreamResponse([
          { chunk: 'Add Kafka to your skills.\nMention on-call at Acme.' },
          {
            end: true,
            writer: 'claude-test',
            warnings: [
              {
                kind: 'name',
                text: 'Kafka',
                message: '"Kafka" is not on your resume. Check it before you accept.',
              },
            ],
          },
        ]),
      'GET /credits': () => jsonResponse(200, { remaining: 0, unlimited: true }),
      'GET /user/me': () => jsonResponse(200, user),
    });
    renderTailor('  Backend engineer: Kafka, PostgreSQL.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Tailor to this job' }));
    const panel = await screen.findByRole('region', { name: 'How to tailor your resume to this job' });
    await within(panel).findByRole('button', { name: 'Copy' });
    expect(within(panel).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(panel).getByText('claude-test')).toBeTruthy();
    expect(panel.querySelector('mark')?.textContent).toContain('Kafka');
    expect(api.calls.find((c) => c.route === 'POST /ai/tailor')?.body).toEqual({
      resume_id: 'r1',
      job_description: 'Backend engineer: Kafka, PostgreSQL.',
    });
  });

  it('asks for the job description first instead of sending an empty one', async () => {
    const api = fakeApi({});
    renderTailor('   ');
    await userEvent.click(screen.getByRole('button', { name: 'Tailor to this job' }));
    expect(screen.getByRole('alert').textContent).toContain('Paste the job description first');
    expect(missing).toHaveBeenCalledOnce();
    // Nothing is sent to the writer (a guest's credit count may still be read).
    expect(api.calls.filter((call) => call.route.startsWith('POST'))).toEqual([]);
  });
});
