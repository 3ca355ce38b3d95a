import type { OnboardingResponses } from '@resume/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuidanceProvider } from '@/features/onboarding';
import { testUser } from '@/test-utils';
import { AdviceList } from './advice-list';

const session = { user: testUser(), isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const CAREER_CHANGER: OnboardingResponses = {
  experience: '3-5 years',
  job_search_status: 'Soon, preparing',
  background_field: 'Design/Content/Creative',
  resume_goal: 'Change careers',
};

function renderAdvice(answers: OnboardingResponses | null) {
  session.user = testUser({ onboarding_responses: answers });
  const onShow = vi.fn();
  render(
    <GuidanceProvider>
      <AdviceList onShow={onShow} />
    </GuidanceProvider>,
  );
  return onShow;
}

describe('advice on Analyze', () => {
  it('tells a career changer first to lead with transferable skills, and shows where', async () => {
    const onShow = renderAdvice(CAREER_CHANGER);
    const titles = screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    expect(titles).toEqual(['Lead with transferable skills', 'Show your portfolio']);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Show me: Lead with transferable skills' }));
    expect(onShow).toHaveBeenCalledWith('summary');
  });

  it('is not there without answers', () => {
    renderAdvice(null);
    expect(screen.queryByRole('region', { name: 'Advice for you' })).toBeNull();
  });
});
