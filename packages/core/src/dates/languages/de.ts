import type { Language } from './language';

export const german: Language = {
  months: [
    ['januar', 'jan', 'jänner', 'jän'],
    ['februar', 'feb'],
    ['märz', 'mär', 'mrz'],
    ['april', 'apr'],
    ['mai'],
    ['juni', 'jun'],
    ['juli', 'jul'],
    ['august', 'aug'],
    ['september', 'sep', 'sept'],
    ['oktober', 'okt'],
    ['november', 'nov'],
    ['dezember', 'dez'],
  ],
  seasons: ['frühling', 'frühjahr', 'sommer', 'herbst', 'winter'],
  now: ['heute', 'jetzt', 'laufend', 'aktuell', 'dato'],
  separators: ['bis'],
  from: ['von', 'vom'],
  since: ['seit'],
  of: [],
  durations: ['jahre', 'jahr', 'monate', 'monat'],
};
