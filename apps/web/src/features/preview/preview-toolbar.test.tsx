import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fitNote } from './fit-note';
import { PreviewToolbar } from './preview-toolbar';
import { pageWidth, zoomedIn, zoomedOut, zoomPercent } from './zoom';

/** A4 is 595 points wide: 794 CSS pixels at 100%. */
const A4 = 595.28;

function toolbar(linesPerPage: number[] | null, percent: number | null = 56, fitting = true) {
  const onZoom = vi.fn();
  render(
    <PreviewToolbar
      percent={percent}
      fitting={fitting}
      linesPerPage={linesPerPage}
      onZoom={onZoom}
      zoomInTo={percent === null ? null : zoomedIn(percent)}
      zoomOutTo={percent === null ? null : zoomedOut(percent)}
    />,
  );
  return onZoom;
}

describe('whether the document fits on one page', () => {
  it('reads the lines on each page of the drawn PDF', () => {
    expect(fitNote([48])).toBe('Fits on one page');
    expect(fitNote([52, 1])).toBe('Spills 1 line onto page 2');
    expect(fitNote([52, 7])).toBe('Spills 7 lines onto page 2');
    expect(fitNote([52, 50, 3])).toBe('3 pages');
  });

  it('shows the page count and the fit beside the zoom', () => {
    toolbar([52, 7]);
    expect(screen.getByRole('status').textContent).toBe('2 pages · Spills 7 lines onto page 2');
  });

  it('says a longer document’s page count once', () => {
    toolbar([52, 50, 3]);
    expect(screen.getByRole('status').textContent).toBe('3 pages');
  });

  it('says nothing of pages before the first is drawn, and cannot zoom yet', () => {
    toolbar(null, null);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Fit width' })).toHaveProperty('disabled', true);
  });
});

describe('the zoom', () => {
  it('shows the page’s size on screen as a share of its real size', () => {
    expect(zoomPercent('fit', 397, A4)).toBe(50);
    expect(zoomPercent(125, 397, A4)).toBe(125);
    expect(pageWidth('fit', 397, A4)).toBe(397);
    expect(pageWidth(100, 397, A4)).toBe(794);
  });

  it('steps in and out from wherever fitting the width left it', async () => {
    const onZoom = toolbar([40], 56);
    expect(screen.getByText('56%')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(onZoom).toHaveBeenLastCalledWith(75);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(onZoom).toHaveBeenLastCalledWith(50);
    await user.click(screen.getByRole('button', { name: 'Fit width' }));
    expect(onZoom).toHaveBeenLastCalledWith('fit');
  });

  it('stops at its largest and smallest steps', () => {
    toolbar([40], 200, false);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Fit width' }).getAttribute('aria-pressed')).toBe('false');
    expect(zoomedOut(25)).toBeNull();
  });
});
