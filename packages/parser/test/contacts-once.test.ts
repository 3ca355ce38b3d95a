import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/index';
import { sampleResumeTxt } from './support/sample-docx';

const txt = (text: string) => new TextEncoder().encode(text);

describe('contacts after an upload', () => {
  it('keeps the email and phone in their own fields and not again under other contacts', async () => {
    const { data } = await parseResume(txt(sampleResumeTxt));
    expect(data.email).toBe('jane.doe@example.com');
    expect(data.phone).toBe('+44 20 7946 0958');
    expect(data.contacts).toEqual([{ type: 'github', value: 'github.com/janedoe', label: '' }]);
  });

  it('never repeats the email or phone however they are written, nor a link printed twice', async () => {
    const { data } = await parseResume(
      txt(
        [
          'Jane Doe',
          'Jane.Doe@Example.com | (415) 555-0142 | github.com/janedoe | @jane@hachyderm.io',
          'jane.doe@example.com | 415.555.0142 | github.com/janedoe',
          '',
          'Experience',
          'Acme Payments\tJan 2021 - Present',
          'Software Engineer',
          '- Built the settlement pipeline',
        ].join('\n'),
      ),
    );
    expect(data.email.toLowerCase()).toBe('jane.doe@example.com');
    expect(data.phone.replace(/\D/g, '')).toBe('4155550142');
    expect(data.contacts.map((c) => c.value)).toEqual(['github.com/janedoe', '@jane@hachyderm.io']);
    const values = data.contacts.map((c) => c.value.toLowerCase());
    expect(values).not.toContain(data.email.toLowerCase());
    expect(data.contacts.some((c) => c.value.replace(/\D/g, '') === '4155550142')).toBe(false);
    expect(data.contacts.some((c) => c.type === 'email' || c.type === 'phone')).toBe(false);
  });
});
