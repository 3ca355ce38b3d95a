import { describe, expect, it } from 'vitest';
import { findEmails, findHandles, findPhones, findUrls, linkType } from './contacts';
import { findPlace, isLocation, splitPlace } from './places';

describe('contacts', () => {
  const header =
    'john.doe@email.com +1 (415) 555-0142 San Francisco, CA linkedin.com/in/johndoe github.com/johndoe';

  it('finds e-mail addresses', () => {
    expect(findEmails(header)).toEqual(['john.doe@email.com']);
  });

  it('reads a fediverse handle as a handle, not as an e-mail address', () => {
    const text = 'jane.doe@example.com · Mastodon: @jane@hachyderm.io';
    expect(findEmails(text)).toEqual(['jane.doe@example.com']);
    expect(findHandles(text)).toEqual(['@jane@hachyderm.io']);
    expect(findEmails('Mastodon: @jane@hachyderm.io')).toEqual([]);
  });

  it('finds phone numbers with country codes and dotted numbers, not year ranges', () => {
    expect(findPhones(header)).toEqual(['+1 (415) 555-0142']);
    expect(findPhones('arjun@example.org | 607.555.0142')).toEqual(['607.555.0142']);
    expect(findPhones('2019-2023 and 2020 - 2021')).toEqual([]);
  });

  it('finds links in printed order but not the domain of an e-mail address', () => {
    expect(findUrls(header)).toEqual(['linkedin.com/in/johndoe', 'github.com/johndoe']);
    expect(findUrls('hello@example.com https://johndoe.com/')).toEqual(['https://johndoe.com/']);
    expect(findUrls('Built with Node.js and backbone.js')).toEqual([]);
  });

  it('labels links by where they point', () => {
    expect(linkType('https://www.linkedin.com/in/x')).toBe('linkedin');
    expect(linkType('github.com/x')).toBe('github');
    expect(linkType('janedoe.dev')).toBe('website');
  });
});

describe('places', () => {
  it('recognises a place with a state code, a state or a country', () => {
    expect(isLocation('Ithaca, NY')).toBe(true);
    expect(isLocation('Istanbul, Türkiye')).toBe(true);
    expect(isLocation('Austin, Texas')).toBe(true);
    expect(isLocation('Palo Alto, CA & Ithaca, NY')).toBe(true);
    expect(isLocation('Remote')).toBe(true);
    expect(isLocation('Banking Operations')).toBe(false);
    expect(isLocation('University of Redlands')).toBe(false);
  });

  it('finds the place inside a street address and skips placeholders with digits', () => {
    expect(findPlace('555 Orange Way, Redlands, CA')).toBe('Redlands, CA');
    expect(findPlace('Address, Street, 00000 County | Sunnyvale, CA')).toBe('Sunnyvale, CA');
    expect(findPlace('+1 (415) 555-0142 San Francisco, CA linkedin.com/in/x')).toBe('San Francisco, CA');
  });

  it('splits a country off but keeps a state with its city', () => {
    expect(splitPlace('London, UK')).toEqual({ city: 'London', country: 'UK' });
    expect(splitPlace('Riverside, CA')).toEqual({ city: 'Riverside, CA', country: '' });
  });
});
