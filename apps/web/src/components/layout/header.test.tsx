import type { User } from '@resume/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { avatarInitial, Header } from './header';

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({ useSession: () => session }));

function renderAt(path: string, user: Partial<User> | null) {
  session.user = user as User | null;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

describe('header (SPEC.md section 2)', () => {
  it('shows guests a login icon that goes to /login', () => {
    renderAt('/start', { is_registered: false, email: null });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Profile settings' })).toBeNull();
  });

  it('shows registered users an avatar with the initial of the email', () => {
    renderAt('/start', { is_registered: true, email: 'jane@example.com' });
    const avatar = screen.getByRole('link', { name: 'Profile settings' });
    expect(avatar.textContent).toBe('J');
    expect(avatar.getAttribute('href')).toBe('/profile-settings');
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
    ]);
  });
});
