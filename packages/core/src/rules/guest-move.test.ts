import { describe, expect, it } from 'vitest';
import { resumesNotMovedNotice } from './guest-move';

describe('the notice of guest resumes a login did not move', () => {
  it('names one resume, the limit, and where it still is', () => {
    expect(resumesNotMovedNotice(['Backend'], 2)).toBe(
      '“Backend” was not moved from your guest session: free accounts keep up to 2 resumes, and this account has no room for it. It is still in the guest session.',
    );
  });

  it('counts and names several, and gives an unnamed one a name', () => {
    expect(resumesNotMovedNotice(['Backend', ''], 2)).toBe(
      '2 resumes (“Backend”, “Untitled”) were not moved from your guest session: free accounts keep up to 2 resumes, and this account has no room for them. They are still in the guest session.',
    );
  });
});
