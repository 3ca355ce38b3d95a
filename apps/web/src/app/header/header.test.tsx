import type { User } from '@resume/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { avatarInitial } from './account-menu';
import { Header } from './header';

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

function renderAt(path: string, user: Partial<User> | null) {
  session.user = user as User | null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('header (docs/product.md#steps)', () => {
  it('shows guests a login icon that goes to /login', () => {
    renderAt('/start', { is_registered: false, email: null });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Profile settings' })).toBeNull();
  });

  it('shows registered users an avatar with the initial of the email, opening their menu', async () => {
    renderAt('/start', { is_registered: true, email: 'jane@example.com' });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    const avatar = screen.getByRole('button', { name: 'Menu' });
    expect(avatar.textContent).toBe('J');
    await userEvent.click(avatar);
    expect(screen.getByRole('link', { name: 'Profile settings' }).getAttribute('href')).toBe(
      '/profile-settings',
    );
  });

  it('falls back to U without an email', () => {
    expect(avatarInitial({ email: null })).toBe('U');
    expect(avatarInitial({ email: '' })).toBe('U');
  });

  it('marks the current step and links the logo to /', () => {
    renderAt('/refine', null);
    expect(screen.getByRole('link', { name: /Analyze/ }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: /Create/ }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'ResumeCraft home' }).getAttribute('href')).toBe('/');
  });

  it('shows the Pro tabs only to premium users', () => {
    renderAt('/start', { is_registered: true, email: 'a@b.c', is_premium: false });
    expect(screen.queryByRole('navigation', { name: 'Pro' })).toBeNull();
    renderAt('/start', { is_registered: true, email: 'a@b.c', is_premium: true });
    const pro = screen.getByRole('navigation', { name: 'Pro' });
    expect([...pro.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Resumes',
      'AI Writer',
      'Editor',
      'Applications',
    ]);
  });

  it('shows free users their AI credits left, leading to the upgrade', () => {
    renderAt('/builder', {
      id: 'u1',
      is_registered: true,
      email: 'jane@example.com',
      credits: 4,
      credits_unlimited: false,
    });
    const pill = screen.getByTestId('credits-pill');
    expect(pill.textContent).toContain('4 AI credits');
    expect(pill.getAttribute('href')).toBe('/upgrade');
  });

  it('says one credit, and no credits, in words', () => {
    const { unmount } = renderAt('/start', {
      id: 'u1',
      is_registered: true,
      credits: 1,
      credits_unlimited: false,
    });
    expect(screen.getByTestId('credits-pill').textContent).toContain('1 AI credit');
    expect(screen.getByTestId('credits-pill').textContent).not.toContain('credits');
    unmount();
    renderAt('/start', { id: 'u1', is_registered: true, credits: 0, credits_unlimited: false });
    expect(screen.getByTestId('credits-pill').textContent).toContain('No AI credits');
  });

  it('shows Pro users no credit count, and the Pro tabs in the header from 768 px up', () => {
    renderAt('/start', {
      id: 'u1',
      is_registered: true,
      email: 'a@b.c',
      is_premium: true,
      credits: 5,
      credits_unlimited: true,
    });
    expect(screen.queryByTestId('credits-pill')).toBeNull();
    const pro = screen.getAllByRole('navigation', { name: 'Pro' });
    expect(pro).toHaveLength(1);
    expect(pro[0]!.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(pro[0]!.className).toMatch(/(^|\s)md:flex(\s|$)/);
  });
});

describe('the menu (every width)', () => {
  const menuLinks = () =>
    [...screen.getByRole('navigation', { name: 'Menu' }).querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);

  it('gives Pro users the Resumes, AI Writer, Editor and Applications tabs, then their profile', async () => {
    renderAt('/start', { id: 'u1', is_registered: true, email: 'a@b.c', is_premium: true });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menuLinks()).toEqual([
      ['Resumes', '/resumes'],
      ['AI Writer', '/ai-writer'],
      ['Editor', '/refine'],
      ['Applications', '/applications'],
      ['Profile settings', '/profile-settings'],
    ]);
  });

  it('gives free accounts their resumes, the AI Writer and their applications in two clicks', async () => {
    renderAt('/refine', { id: 'u1', is_registered: true, email: 'a@b.c', is_premium: false, credits: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(menuLinks()).toEqual([
      ['Resumes', '/resumes'],
      ['AI Writer', '/ai-writer'],
      ['Applications', '/applications'],
      ['Profile settings', '/profile-settings'],
    ]);
  });

  it('gives guests their resumes, the AI Writer, their applications and the way in, and closes on Escape with focus back on the button', async () => {
    renderAt('/builder', { id: 'u1', is_registered: false, email: null, is_premium: false, credits: 5 });
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    expect(menuLinks()).toEqual([
      ['Resumes', '/resumes'],
      ['AI Writer', '/ai-writer'],
      ['Applications', '/applications'],
      ['Log in', '/login'],
      ['Sign up', '/signup'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('is not shown without a session', () => {
    renderAt('/', null);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
