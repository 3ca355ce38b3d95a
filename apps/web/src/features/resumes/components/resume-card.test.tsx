import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test-render';
import { testUser } from '@/test-utils';
import { listItem } from '../list/test-resumes';
import { fakeThumbnails, finishDrawing, jobs, setOnScreen } from '../thumbnails/fake-thumbnails';
import { ResumeCard } from './resume-card';

vi.mock('@/features/auth/session-context', () => ({ useSession: () => ({ user: testUser() }) }));
vi.mock('@/features/preview', () => ({ canDrawPreview: true }));
vi.mock(
  '../thumbnails/draw-thumbnail',
  async () => (await import('../thumbnails/fake-thumbnails')).fakeDrawing,
);

const RESUME = listItem({
  name: 'Backend',
  title: 'Senior Go Engineer',
  current_score: 82,
  updated_at: '2026-03-05T09:30:00.000Z',
});

function showCard(actions: { onRename?(name: string): void } = {}) {
  renderRoutes(
    [
      {
        path: '/resumes',
        element: (
          <ul>
            <ResumeCard
              resume={RESUME}
              busy={false}
              onRename={actions.onRename ?? vi.fn()}
              onDuplicate={vi.fn()}
              onDelete={vi.fn()}
            />
          </ul>
        ),
      },
    ],
    '/resumes',
  );
  return screen.getByTestId('resume-thumbnail');
}

beforeEach(() => fakeThumbnails());

describe('a resume card', () => {
  it('shows the name, headline, score with its band, template and last edit', () => {
    showCard();
    const card = within(screen.getByRole('listitem'));
    expect(card.getByRole('link', { name: 'Backend' }).getAttribute('href')).toBe('/builder?id=id-Backend');
    expect(card.getByText('Senior Go Engineer')).toBeTruthy();
    expect(card.getByText('Score 82 · strong')).toBeTruthy();
    expect(card.getByText('Classic')).toBeTruthy();
    const edited = screen.getByRole('listitem').querySelector('time');
    expect(edited?.dateTime).toBe(RESUME.updated_at);
    expect(edited?.textContent).toContain('2026');
  });

  it('draws its first page only once on screen, with a skeleton until then', async () => {
    const thumbnail = showCard();
    expect(thumbnail.dataset.state).toBe('drawing');
    expect(thumbnail.querySelector('.animate-pulse')).toBeTruthy();
    expect(jobs).toHaveLength(0);

    act(() => setOnScreen(thumbnail, true));
    expect(jobs.map((job) => job.resumeId)).toEqual(['id-Backend']);
    expect(jobs[0]?.wanted()).toBe(true);
    expect(thumbnail.querySelector('canvas')).toBeNull();

    await act(async () => finishDrawing());
    expect(thumbnail.dataset.state).toBe('drawn');
    expect(thumbnail.querySelector('canvas')).toBeTruthy();
    expect(thumbnail.querySelector('.animate-pulse')).toBeNull();
  });

  it('is skipped when scrolled away before its turn', () => {
    const thumbnail = showCard();
    act(() => setOnScreen(thumbnail, true));
    act(() => setOnScreen(thumbnail, false));
    expect(jobs[0]?.wanted()).toBe(false);
    expect(thumbnail.dataset.state).toBe('drawing');
  });

  it('renames in place: Enter saves the trimmed name, Escape keeps the old one', async () => {
    const onRename = vi.fn();
    showCard({ onRename });
    await userEvent.click(screen.getByRole('button', { name: 'Rename Backend' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Backend' })).toBeTruthy();
    expect(onRename).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Backend' }));
    const field = screen.getByLabelText('New name');
    await userEvent.clear(field);
    await userEvent.type(field, '  Backend 2026 {Enter}');
    expect(onRename).toHaveBeenCalledWith('Backend 2026');
  });
});
