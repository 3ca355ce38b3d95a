import { emptyResumeData, type ResumeData } from '@resume/core';
import type { FitOutcome } from '@resume/templates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditResume } from '@/features/builder';
import { FitToOnePage } from './fit-to-one-page';

// The search itself is @resume/templates' (unit-tested there); here, what the page does with it.
const fitOnePage = vi.hoisted(() => vi.fn<() => Promise<FitOutcome>>());
vi.mock('./fit-one-page', () => ({ fitOnePage }));

const options = { template: 'classic', watermark: true };

/** The action over a resume held in state, edited as the builder edits it; every edit is counted. */
function renderFit(pages: number, start: Partial<ResumeData> = {}) {
  const saved = { data: { ...emptyResumeData(), ...start }, edits: 0 };
  function Harness() {
    const [data, setData] = useState(saved.data);
    const edit: EditResume = (change) => {
      saved.edits += 1;
      setData((current) => {
        saved.data = change(current);
        return saved.data;
      });
    };
    return <FitToOnePage data={data} options={options} edit={edit} pages={pages} />;
  }
  render(<Harness />);
  return saved;
}

const fitButton = () => screen.getByRole('button', { name: 'Fit to one page' });

describe('Fit to one page', () => {
  beforeEach(() => {
    fitOnePage.mockReset();
  });

  it('is not offered for a resume on one page', () => {
    renderFit(1);
    expect(screen.queryByRole('button', { name: 'Fit to one page' })).toBeNull();
  });

  it('saves the tightened design as one edit, keeping the person’s other choices', async () => {
    fitOnePage.mockResolvedValue({
      fits: true,
      tightened: true,
      choices: { line_scale: 0.9, margins: 'narrow', font_scale: undefined },
    });
    const saved = renderFit(2, { design: { accent: '#0f5f5a', font_scale: 1.1 } });
    await userEvent.click(fitButton());
    expect(saved.edits).toBe(1);
    expect(saved.data.design).toEqual({ accent: '#0f5f5a', line_scale: 0.9, margins: 'narrow' });
  });

  it('says when even the tightest readable settings need more pages, changing nothing', async () => {
    fitOnePage.mockResolvedValue({ fits: false, pages: 2 });
    const saved = renderFit(2);
    await userEvent.click(fitButton());
    expect(
      await screen.findByText('Even at the tightest readable settings this resume needs 2 pages.'),
    ).toBeTruthy();
    expect(saved.edits).toBe(0);
  });

  it('shows that it is working, and cannot be started twice', async () => {
    fitOnePage.mockReturnValue(new Promise(() => {}));
    renderFit(2);
    await userEvent.click(fitButton());
    const working = screen.getByRole('button', { name: 'Fitting to one page…' });
    expect(working).toHaveProperty('disabled', true);
    expect(fitOnePage).toHaveBeenCalledTimes(1);
  });
});
