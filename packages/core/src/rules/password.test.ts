import { describe, expect, it } from 'vitest';
import { newPasswordSchema, unmetPasswordRequirements } from './password';

const messages = (password: string) =>
  newPasswordSchema.safeParse(password).error?.issues.map((i) => i.message) ?? [];

describe('password requirements (docs/product.md#password-rules)', () => {
  it('accepts 8+ characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(messages('Abcdefg1')).toEqual([]);
    expect(messages('Ünïcödé9')).toEqual([]);
  });

  it('names every requirement a password misses', () => {
    expect(messages('abc')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain an uppercase letter',
      'Password must contain a digit',
    ]);
    expect(messages('ABCDEFGH1')).toEqual(['Password must contain a lowercase letter']);
  });

  it('says only that an empty password is required', () => {
    expect(messages('')).toEqual(['Password is required']);
  });

  it('lists unmet requirements for the live checklist', () => {
    expect(unmetPasswordRequirements('abcdefgh').map((r) => r.id)).toEqual(['uppercase', 'digit']);
    expect(unmetPasswordRequirements('Abcdefg1')).toEqual([]);
  });
});
