import { describe, expect, it } from 'vitest';
import { findPlace, isLocation, isTown, splitPlace } from './places';

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

  it('knows a town written alone, with a postcode, a department or a qualifier', () => {
    for (const town of [
      'Stuttgart',
      '10115 Berlin',
      'Toulouse (31)',
      'Freiburg im Breisgau',
      'Paris 11e',
      'Zürich',
    ])
      expect(isTown(town), town).toBe(true);
    for (const other of [
      'Kreiskliniken Waldhausen',
      'Deal',
      'Normal',
      'University',
      'berlin',
      'Kita Regenbogen',
    ])
      expect(isTown(other), other).toBe(false);
    expect(isLocation('80331 München')).toBe(true);
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
