import { describe, expect, it } from 'vitest';
import { isEmail, isPhone, isProfileUrl } from './checks/contact';
import { analyze, categoryScore, findingIds, senior } from './fixtures/builders';

describe('contact details', () => {
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

  it.each([
    ['+1 (415) 555-0134', true],
    ['+44 20 7946 0958', true],
    ['0151 234 5678 ext. 12', true],
    ['555-0134', true],
    ['12345', false],
    ['+1 415 CALL-NOW', false],
    ['1234567890123456', false],
  ])('phone %j is valid: %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
  });

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

  it('reports malformed details where they are', () => {
    const data = senior();
    data.email = 'maya.chen@example';
    data.phone = 'call me';
    data.contacts = [
      { type: 'linkedin', value: 'mayachen', label: '' },
      { type: 'other', value: 'Signal: @maya', label: '' },
    ];
    const result = analyze(data);
    expect(findingIds(result).filter((id) => id.startsWith('contact'))).toEqual([
      'contact-email-invalid@email',
      'contact-phone-invalid@phone',
      'contact-url-invalid@contacts.0.value',
    ]);
    expect(result.findings.find((f) => f.id === 'contact-email-invalid')?.severity).toBe('error');
  });

  it('accepts an email given only in the contacts list', () => {
    const data = senior();
    data.email = '';
    data.contacts.push({ type: 'email', value: 'maya@example.com', label: '' });
    const result = analyze(data);
    expect(findingIds(result).filter((id) => id.startsWith('contact'))).toEqual([]);
    expect(categoryScore(result, 'contact')).toBe(10);
  });

  it('asks for an email when there is only a phone, and for a phone as a tip', () => {
    const data = senior();
    data.email = '';
    const noEmail = analyze(data);
    expect(findingIds(noEmail)).toContain('contact-no-email@email');
    data.email = 'maya@example.com';
    data.phone = '';
    const noPhone = analyze(data);
    expect(noPhone.findings.find((f) => f.id === 'contact-no-phone')?.severity).toBe('info');
  });
});
