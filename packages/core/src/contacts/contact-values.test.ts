import { describe, expect, it } from 'vitest';
import { contactTypeOf, isProfileUrl } from './contact-values';

describe('a contact value and its type', () => {
  it.each([
    ['linkedin', 'https://www.linkedin.com/in/mayachen', true],
    ['linkedin', 'linkedin.com/in/mayachen', true],
    ['linkedin', 'github.com/mayachen', false],
    ['linkedin', 'mayachen', false],
    ['github', 'github.com/mayachen', true],
    ['website', 'mayachen.dev', true],
    ['website', 'https://mayachen.dev/blog?x=1', true],
    ['website', 'my site', false],
  ] as const)('%s link %j is valid: %s', (type, value, valid) => {
    expect(isProfileUrl(type, value)).toBe(valid);
  });

  it.each([
    ['mailto:jane@example.com', 'email'],
    ['+1 415 555 0142', 'phone'],
    ['https://www.linkedin.com/in/jane', 'linkedin'],
    ['github.com/jane', 'github'],
    ['jane.dev', 'website'],
    ['@jane on Signal', 'other'],
  ] as const)('%j is a contact of type %s', (value, type) => {
    expect(contactTypeOf(value)).toBe(type);
  });
});
