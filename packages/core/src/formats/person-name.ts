import type { ResumeData } from '../schemas/resume';

type PersonName = Pick<ResumeData, 'first_name' | 'middle_name' | 'last_name'>;

/** Tolerates a part missing altogether, as in data not yet through the schema. */
const tidy = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** The person's name as a resume prints it: first, middle and last, those given, spaces tidied. */
export const fullName = (data: PersonName): string =>
  [data.first_name, data.middle_name, data.last_name].map(tidy).filter(Boolean).join(' ');

/** Words that begin a family name with the word after them: "van Doe", "de la Cruz", "bin Said". */
const PARTICLES = /^(van|von|der|den|de|del|della|da|di|le|la|du|dos|das|bin|al|ibn)$/i;

/**
 * A name written as one line, split as the builder keeps it: the first word, the middle ones, and
 * the last with any particles before it. "Jane Q. van Doe" → "Jane", "Q.", "van Doe".
 */
export function splitPersonName(name: string): PersonName {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first_name: words[0] ?? '', middle_name: '', last_name: '' };
  let lastStart = words.length - 1;
  while (lastStart > 1 && PARTICLES.test(words[lastStart - 1] ?? '')) lastStart -= 1;
  return {
    first_name: words[0] ?? '',
    middle_name: words.slice(1, lastStart).join(' '),
    last_name: words.slice(lastStart).join(' '),
  };
}
