import { emptyResumeData } from '@resume/core';
import { afterAll, describe, expect, it } from 'vitest';
import { CpuWork } from './cpu-work';

const work = new CpuWork({ size: 1 });
afterAll(() => work.close());

describe('CPU work warm-up', () => {
  it('starts a render worker ahead of the first export and leaves the upload pool alone', async () => {
    expect(work.workersStarted()).toEqual({ parse: 0, render: 0 });
    await work.warmUp();
    expect(work.workersStarted()).toEqual({ parse: 0, render: 1 });
    // The first real export is served by the warm worker: no new thread is started for it.
    const data = { ...emptyResumeData(), first_name: 'Jane', last_name: 'Doe' };
    const bytes = await work.run({ kind: 'render', data, options: { template: 'classic' } }, 30_000, {
      owner: { user: 'u1', address: '127.0.0.1' },
    });
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(work.workersStarted()).toEqual({ parse: 0, render: 1 });
  });
});
