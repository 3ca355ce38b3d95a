import { describe, expect, it } from 'vitest';
import { findEmails, findHandles, isEmail } from './emails';

describe('email addresses', () => {
  it.each([
    ['maya.chen@example.com', true],
    ['maya+jobs@mail.example.co.uk', true],
    ['maya.chen@example', false],
    ['maya chen@example.com', false],
    ['maya.chen.example.com', false],
    ['@example.com', false],
  ])('email %j is valid: %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });

  it('finds e-mail addresses', () => {
    const header =
      'john.doe@email.com +1 (415) 555-0142 San Francisco, CA linkedin.com/in/johndoe github.com/johndoe';
    expect(findEmails(header)).toEqual(['john.doe@email.com']);
  });

  it('finds an address however it is glued to its label or separators', () => {
    expect(findEmails('Email:jane@example.com|+1 415 555 0142')).toEqual(['jane@example.com']);
    expect(findEmails('(jane@example.com).')).toEqual(['jane@example.com']);
  });

  it('reads a fediverse handle as a handle, not as an e-mail address', () => {
    const text = 'jane.doe@example.com · Mastodon: @jane@hachyderm.io';
    expect(findEmails(text)).toEqual(['jane.doe@example.com']);
    expect(findHandles(text)).toEqual(['@jane@hachyderm.io']);
    expect(findEmails('Mastodon: @jane@hachyderm.io')).toEqual([]);
  });
});
