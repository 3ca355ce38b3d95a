import type { ResumeData } from '@resume/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PdfPreview from './pdf-preview';

// A preview that never finishes: the slow-update note is all this file looks at.
vi.mock('./use-pdf-preview', () => ({
  usePdfPreview: () => ({ pdf: null, rendering: true, error: null }),
}));

const options = { template: 'classic', watermark: true };
const resume = (summary: string) => ({ first_name: 'Jane', summary }) as ResumeData;
const preview = (data: ResumeData) => <PdfPreview data={data} options={options} templateName="Classic" />;
const updating = () => screen.queryByText('Updating preview');

describe('PdfPreview while it updates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says "Updating preview" once an update has taken a second', () => {
    render(preview(resume('Engineer')));
    act(() => vi.advanceTimersByTime(900));
    expect(updating()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(updating()).not.toBeNull();
  });

  it('says nothing while the person types, and says it when they pause with the preview still behind', () => {
    const { rerender } = render(preview(resume('E')));
    let summary = 'E';
    for (const key of 'ngineer who ships') {
      summary += key;
      act(() => vi.advanceTimersByTime(300));
      rerender(preview(resume(summary)));
    }
    // Five seconds of typing, the preview busy all along: no note beside the typing.
    expect(updating()).toBeNull();
    act(() => vi.advanceTimersByTime(1100));
    expect(updating()).not.toBeNull();
  });
});
