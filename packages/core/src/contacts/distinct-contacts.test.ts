import { describe, expect, it } from 'vitest';
import { distinctContacts } from './distinct-contacts';

const same = (value: string) => value;

describe('each contact once', () => {
  it.each([
    ['an email in another case or after "mailto:"', 'jane.doe@example.com', 'mailto:Jane.Doe@Example.com'],
    ['a phone number punctuated another way', '(415) 555-0142', '415.555.0142'],
    ['a phone number as a "tel:" link', '+44 20 7946 0958', 'tel:+442079460958'],
    [
      'a link with or without "https://", "www." or a closing slash',
      'github.com/janedoe',
      'https://www.GitHub.com/janedoe/',
    ],
  ])('drops %s', (_, first, again) => {
    expect(distinctContacts([first, again], same)).toEqual([first]);
  });

  it('leaves out the email and phone that are shown in their own fields', () => {
    const contacts = ['Jane@Example.com', '415 555 0142', 'jane.dev'];
    expect(distinctContacts(contacts, same, ['jane@example.com', '(415) 555-0142'])).toEqual(['jane.dev']);
  });

  it('keeps different contacts in their order and drops blank ones', () => {
    const contacts = [
      { type: 'github', value: 'github.com/jane' },
      { type: 'other', value: '  ' },
      { type: 'website', value: 'jane.dev' },
      { type: 'other', value: '@jane@hachyderm.io' },
    ];
    expect(distinctContacts(contacts, (c) => c.value, ['', ' ']).map((c) => c.value)).toEqual([
      'github.com/jane',
      'jane.dev',
      '@jane@hachyderm.io',
    ]);
  });

  it('does not take the digits of a link for a phone number', () => {
    expect(distinctContacts(['4155550142', 'example.com/4155550142'], same)).toEqual([
      '4155550142',
      'example.com/4155550142',
    ]);
  });
});
