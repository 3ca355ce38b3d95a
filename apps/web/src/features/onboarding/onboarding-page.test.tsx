import type { User } from '@resume/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { OnboardingPage } from './onboarding-page';

const session = {
  user: { id: 'u1', is_registered: true, is_verified: true, has_completed_onboarding: false } as User | null,
  isLoading: false,
  setUser: vi.fn(),
};
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

beforeEach(() => session.setUser.mockReset());
afterEach(() => vi.unstubAllGlobals());

const renderWizard = (at = '/onboarding') =>
  renderRoutes([{ path: '/onboarding', element: <OnboardingPage /> }], at);
const nextButton = () => screen.getByRole('button', { name: /^(Next|Finish)$/ }) as HTMLButtonElement;
const legend = () => screen.getByRole('group').querySelector('legend')?.textContent;

describe('onboarding wizard screen (docs/product.md#onboarding)', () => {
  it('shows one question at a time; Next is enabled only once it is answered', async () => {
    fakeApi({});
    renderWizard();
    expect(legend()).toBe('How much work experience do you have?');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'no experience',
      '1-2 years',
      '3-5 years',
      '6-10 years',
      '10+ years',
    ]);
    expect(nextButton().disabled).toBe(true);
    await userEvent.setup().click(screen.getByLabelText('3-5 years'));
    expect(nextButton().disabled).toBe(false);
    expect(screen.getByText('Question 1 of 4')).toBeTruthy();
  });

  it('shows every option word for word as docs/product.md#onboarding, with no case changed by styling', async () => {
    fakeApi({});
    renderWizard();
    const user = userEvent.setup();
    // docs/product.md#onboarding's table, row by row as it is written there.
    const spec = [
      'no experience; 1-2 years; 3-5 years; 6-10 years; 10+ years',
      'Yes, actively; Soon, preparing; No, just exploring',
      'Tech/Software/Engineering; Business/Marketing/Finance/Sales; Design/Content/Creative; Delivery/Security/Manual labor; Student; Other',
      'Get a better job; Change careers; Find part-time or first job; Just testing',
    ].map((row) => row.split('; '));
    for (const [step, options] of spec.entries()) {
      const labels = screen.getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement);
      expect(labels.map((label) => label.textContent)).toEqual(options);
      // Text shown as written: no uppercase, capitalize or first-letter styling on the way.
      for (const element of labels.flatMap((label) => [label, ...label.querySelectorAll('*')])) {
        expect(element.className).not.toMatch(/uppercase|capitalize|lowercase|first-letter/);
      }
      if (step < spec.length - 1) {
        await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
        await user.click(nextButton());
      }
    }
  });

  it('Enter advances, arrows choose, and the back arrow returns with the answer kept', async () => {
    fakeApi({});
    renderWizard();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(legend()).toBe('How much work experience do you have?');
    await user.click(screen.getByLabelText('1-2 years'));
    await user.keyboard('{Enter}');
    expect(legend()).toBe('Are you looking for a job right now?');
    expect(document.activeElement).toBe(screen.getByLabelText('Yes, actively'));
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(legend()).toBe('How much work experience do you have?');
    expect((screen.getByLabelText('1-2 years') as HTMLInputElement).checked).toBe(true);
  });

  it('submits all four answers, updates the user and goes to /start?task_id=…', async () => {
    const done = { ...session.user, has_completed_onboarding: true };
    const { calls } = fakeApi({ 'POST /user/onboarding/complete': () => jsonResponse(200, done) });
    renderWizard('/onboarding?task_id=42&redirect=%2Fexport');
    const user = userEvent.setup();
    for (const option of ['no experience', 'No, just exploring', 'Other', 'Just testing']) {
      await user.click(screen.getByLabelText(option));
      await user.click(nextButton());
    }
    expect((await screen.findByTestId('location')).textContent).toBe('/start?task_id=42');
    expect(calls).toEqual([
      {
        route: 'POST /user/onboarding/complete',
        body: {
          responses: {
            experience: 'no experience',
            job_search_status: 'No, just exploring',
            background_field: 'Other',
            resume_goal: 'Just testing',
          },
        },
      },
    ]);
    expect(session.setUser).toHaveBeenCalledWith(done);
  });

  it('says so when completing fails, and stays on the last question', async () => {
    fakeApi({ 'POST /user/onboarding/complete': () => jsonResponse(500, { detail: 'boom' }) });
    renderWizard();
    const user = userEvent.setup();
    for (const option of ['10+ years', 'Soon, preparing', 'Student', 'Change careers']) {
      await user.click(screen.getByLabelText(option));
      await user.keyboard('{Enter}');
    }
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to complete onboarding. Please try again.',
    );
    expect(nextButton().textContent).toBe('Finish');
    expect(session.setUser).not.toHaveBeenCalled();
  });
});
