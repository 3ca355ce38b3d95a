import { describe, expect, it } from 'vitest';
import { analyze, categoryScore, findingIds, senior } from './fixtures/builders';

describe('contact details', () => {
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
