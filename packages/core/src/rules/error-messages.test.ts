import { describe, expect, it } from 'vitest';
import { errorCategory, errorMessage } from './error-messages';

describe('error catalogue (docs/product.md#messages)', () => {
  it.each([
    [400, 'bad request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not found'],
    [409, 'conflict'],
    [422, 'unprocessable'],
    [500, 'internal'],
    [418, 'unexpected'],
    [503, 'unexpected'],
  ])('maps %i to %s', (status, category) => {
    expect(errorCategory(status)).toBe(category);
  });

  it('shows the server detail when it is a string', () => {
    expect(errorMessage(404, 'Resume not found')).toBe('Resume not found');
  });

  it('joins a list of details with semicolons', () => {
    expect(errorMessage(422, [{ msg: 'Invalid email' }, { msg: 'Too short' }])).toBe(
      'Invalid email; Too short',
    );
  });

  it('reads msg from an object detail and falls back to the category', () => {
    expect(errorMessage(409, { msg: 'Stale version', current_version: 3 })).toBe('Stale version');
    expect(errorMessage(500, undefined)).toBe('internal');
    expect(errorMessage(502, {})).toBe('unexpected');
  });
});
