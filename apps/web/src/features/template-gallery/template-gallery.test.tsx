import { type ResumeData, resumeDataSchema, TEMPLATES } from '@resume/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplatePageJob } from './draw-template-page';
import { TemplateGallery } from './template-gallery';

// jsdom draws no pages: the gallery is tested against the drawing's contract, a canvas per job.
vi.mock('@/features/preview', () => ({ canDrawPreview: true }));
const jobs: TemplatePageJob[] = [];
vi.mock('./draw-template-page', () => ({
  drawnTemplatePage: () => undefined,
  drawTemplatePage: (job: TemplatePageJob) => {
    jobs.push(job);
    const canvas = document.createElement('canvas');
    canvas.dataset.template = job.template;
    return Promise.resolve(canvas);
  },
}));

const resume = (first_name: string): ResumeData => resumeDataSchema.parse({ first_name, last_name: 'Doe' });

beforeEach(() => {
  jobs.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the template gallery', () => {
  it('draws every template’s first page from the person’s own resume, as their download prints it', async () => {
    const data = resume('Jane');
    render(<TemplateGallery selected="classic" data={data} watermark onSelect={vi.fn()} />);
    await waitFor(() => expect(document.querySelectorAll('canvas')).toHaveLength(TEMPLATES.length));
    expect(jobs.map((job) => job.template)).toEqual(TEMPLATES.map((t) => t.id));
    expect(jobs.every((job) => job.data === data && job.watermark)).toBe(true);
    const first = screen.getAllByTestId('template-thumbnail')[0]!;
    expect(first.querySelector('canvas')?.dataset.template).toBe('classic');
    expect(first.getAttribute('aria-hidden')).toBe('true');
  });

  it('names each template with its plan, and marks the chosen one', () => {
    render(<TemplateGallery selected="portrait" watermark={false} onSelect={vi.fn()} />);
    for (const template of TEMPLATES) {
      const button = screen.getByRole('button', {
        name: `${template.name}, ${template.premium ? 'Pro' : 'free'} template`,
      });
      expect(button.textContent).toContain(template.premium ? 'Pro' : 'Free');
      expect(button.getAttribute('aria-pressed')).toBe(String(template.id === 'portrait'));
    }
    // No resume: nothing to draw, each template keeps its placeholder.
    expect(jobs).toEqual([]);
  });

  it('is used with the keyboard: Tab reaches each template in turn, Enter and Space choose', async () => {
    const onSelect = vi.fn();
    render(<TemplateGallery selected="classic" watermark onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.getAttribute('data-template-option')).toBe('classic');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'modern' }));
    await user.tab();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'executive', premium: true }));
  });

  it('lays the templates out in one column on a phone, more from 480 px', () => {
    render(<TemplateGallery selected="classic" watermark onSelect={vi.fn()} />);
    const grid = screen.getByTestId('template-gallery');
    expect(grid.className).toMatch(/(^| )grid-cols-1( |$)/);
    expect(grid.className).toContain('min-[480px]:grid-cols-2');
  });

  it('redraws after a pause in editing, not at every change', async () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <TemplateGallery selected="classic" data={resume('Jane')} watermark onSelect={vi.fn()} />,
    );
    await act(async () => {});
    const drawnFirst = jobs.length;
    expect(drawnFirst).toBe(TEMPLATES.length);
    for (const name of ['Janet', 'Janette']) {
      rerender(<TemplateGallery selected="classic" data={resume(name)} watermark onSelect={vi.fn()} />);
      await act(async () => vi.advanceTimersByTime(300));
    }
    expect(jobs).toHaveLength(drawnFirst);
    await act(async () => vi.advanceTimersByTime(1500));
    expect(jobs.slice(drawnFirst).map((job) => job.data.first_name)).toEqual(TEMPLATES.map(() => 'Janette'));
  });
});
