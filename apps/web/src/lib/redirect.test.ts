import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './redirect';

describe('redirect targets', () => {
  it.each([['/profile-settings'], ['/start?task_id=7'], ['/builder#skills']])(
    'follows the app path %s',
    (p) => {
      expect(safeRedirect(p)).toBe(p);
    },
  );

  it.each([
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    [''],
    [null],
  ])('ignores %s', (p) => {
    expect(safeRedirect(p)).toBeNull();
  });

  it('carries the target in the query', () => {
    expect(withRedirect('/login', '/start?task_id=7')).toBe('/login?redirect=%2Fstart%3Ftask_id%3D7');
    expect(withRedirect('/login', null)).toBe('/login');
  });
});
