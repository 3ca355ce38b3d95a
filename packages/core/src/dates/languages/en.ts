import type { Language } from './language';

export const english: Language = {
  /** After the full name, the abbreviation resumes show ("Sep 2020"), then others as printed. */
  months: [
    ['january', 'jan'],
    ['february', 'feb', 'febr'],
    ['march', 'mar'],
    ['april', 'apr'],
    ['may'],
    ['june', 'jun'],
    ['july', 'jul'],
    ['august', 'aug'],
    ['september', 'sep', 'sept'],
    ['october', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  seasons: ['spring', 'summer', 'fall', 'autumn', 'winter'],
  now: [
    'present',
    'current',
    'currently',
    'now',
    'today',
    'ongoing',
    'to date',
    'till date',
    'till now',
    'until now',
    'date',
  ],
  separators: ['to', 'until', 'till', "'til", 'through', 'thru'],
  from: ['from'],
  since: ['since'],
  of: [],
  durations: ['years', 'year', 'yrs', 'yr', 'months', 'month', 'mos', 'mo'],
};
