import { type Education, emptyEducation, spacedWords } from '@resume/core';
import { isDegree, isInstitution } from '../lexicon/role-words';
import { softenCapitals, tidySpaces } from '../text/clean-text';
import type { Doubt, Entry, ReadEntry } from './entries';
import { headerParts, type Part } from './entry-parts';
import { splitPlace } from './places';
import { EDUCATION } from './thresholds';

/** "B.S.", "BSc", "MBA", "PhD", "M.Eng": a degree's short form (a dot, or capitals inside). */
const isAbbreviated = (word: string): boolean =>
  /\.|^\p{Lu}\p{L}*\p{Lu}/u.test(word) && word.replace(/\./g, '').length <= 5;

/** Words after a degree that say how it went or where it stands, not what was studied. */
const DEGREE_QUALIFIER =
  /^(?:candidate|student|hons|honou?rs|first|second|upper|lower|cum|magna|summa|with|degree|program(?:me)?|course(?:work|s)?)\b/i;

/** What was studied, as a degree's second half: a name, and not itself a degree. */
const isField = (text: string): boolean =>
  text.length > EDUCATION.minFieldChars &&
  /^\p{Lu}/u.test(text) &&
  !isDegree(text) &&
  !DEGREE_QUALIFIER.test(text);

type DegreeSplit = { degree: string; field: string };

/** Brackets closing the phrase: "(B.S.)", "(Hons)". */
const TRAILING_BRACKETS = /\s*\(([^)]*)\)\s*$/;

/** "Bachelor of Science in Physics", "BSc, Physics", "MSc – Physics": a degree, a joiner, a field. */
function joinedDegree(clean: string): DegreeSplit | undefined {
  for (const joiner of [/\s+in\s+/i, /\s*,\s*/, /\s+[-–—:]\s+/]) {
    const at = clean.search(joiner);
    if (at <= 0) continue;
    const degree = clean.slice(0, at);
    const field = clean.slice(at).replace(joiner, '');
    if (isDegree(degree) && field.length > EDUCATION.minFieldChars) return { degree, field };
  }
  return undefined;
}

/** "B.S. Computer Science": a short form, then the field. */
function abbreviatedDegree(clean: string): DegreeSplit | undefined {
  const [first = '', ...rest] = clean.split(' ');
  const field = rest.join(' ');
  return isAbbreviated(first) && isDegree(first) && isField(field) ? { degree: first, field } : undefined;
}

/**
 * "Bachelor of Science in Computer Science" → degree "Bachelor of Science", field "Computer
 * Science"; so are "B.S. Computer Science" and "Computer Science (B.S.)" (the degree in brackets).
 */
export function splitDegree(text: string): DegreeSplit {
  const bracketed = TRAILING_BRACKETS.exec(text)?.[1];
  const plain = tidySpaces(text.replace(TRAILING_BRACKETS, ''));
  // "MBA" alone is an abbreviation, not a heading in capitals to soften into "Mba".
  const clean = /^\p{Lu}{2,5}$/u.test(plain) ? plain : softenCapitals(plain);
  if (bracketed && isDegree(bracketed) && isField(clean))
    return { degree: tidySpaces(bracketed), field: clean };
  const split = joinedDegree(clean) ?? abbreviatedDegree(clean) ?? { degree: clean, field: '' };
  // "MBA (Marketing)", "Bachelor of Fine Arts (Applied Art)": the brackets name what was studied.
  if (bracketed && split.field === '' && isField(tidySpaces(bracketed)))
    return { ...split, field: tidySpaces(bracketed) };
  return split;
}

/** "MBA (Marketing) Symbiosis Institute of …": a degree's short name, then the school, in one cell. */
const LEADING_DEGREE = /^(\S{2,10}(?:\s*\([^)]{1,40}\))?)\s+(\p{Lu}[^,]*)$/u;

function leadingDegree(part: Part): Part[] | undefined {
  const m = LEADING_DEGREE.exec(part.text);
  if (!m) return undefined;
  const [, degree = '', school = ''] = m;
  if (!isDegree(degree) || isInstitution(degree) || !isInstitution(school) || isDegree(school))
    return undefined;
  return [
    { ...part, text: degree },
    { ...part, text: school },
  ];
}

/** "Hillcrest University, PhD in Computer Science" printed as one phrase: split it. */
function expandCombined(parts: Part[]): Part[] {
  return parts.flatMap((part) => {
    const split = leadingDegree(part);
    if (split) return split;
    const pieces = part.text.split(/\s*,\s*/);
    const school = pieces.findIndex(isInstitution);
    const degree = pieces.findIndex(isDegree);
    if (pieces.length < 2 || school < 0 || degree < 0 || school === degree) return [part];
    return [
      { ...part, text: pieces.slice(0, Math.max(school, degree)).join(', ') },
      { ...part, text: pieces.slice(Math.max(school, degree)).join(', ') },
    ];
  });
}

const AWARD_LAST = /\b(?:diploma|certificate|degree)$/i;

/** Which phrase names the school and which the degree. */
export function assignSchool(allParts: Part[]): { institution: string; degree: string } {
  const parts = expandCombined(allParts);
  // "High School Diploma", "College Certificate": a school's word, but the thing earned.
  const earned = (text: string) => isDegree(text) && (!isInstitution(text) || AWARD_LAST.test(text));
  let degreeAt = parts.findIndex((p) => earned(p.text));
  let schoolAt = parts.findIndex((p, i) => i !== degreeAt && isInstitution(p.text));
  // A school named by its words beside a phrase no list knows ("Apprenticeship Program, IBEW"):
  // that phrase is what was studied there.
  if (degreeAt < 0 && schoolAt >= 0) degreeAt = parts.findIndex((_p, i) => i !== schoolAt);
  if (schoolAt < 0) schoolAt = parts.findIndex((_p, i) => i !== degreeAt);
  return {
    institution: schoolAt >= 0 ? parts[schoolAt]!.text : '',
    degree: degreeAt >= 0 ? parts[degreeAt]!.text : '',
  };
}

function doubtsOf(education: Education): Doubt[] {
  const doubts: Doubt[] = [];
  if (!education.institution)
    doubts.push({ field: 'institution', message: 'No school was found for this entry.' });
  if (!education.graduation_date && !education.start_date)
    doubts.push({ field: 'graduation_date', message: 'No dates were found for this entry.' });
  return doubts;
}

/** Connecting words a degree's name may hold in lower case ("Bachelor of Science in Physics"). */
const CONNECTOR = /^(of|in|and|for|de|des|du|en|et|der|und|für|y|di|e|&)$/i;

/**
 * A degree printed under the school in the type of a description ("Licenciatura en Física"):
 * a name, capitalised but for connecting words, with a degree word, not a sentence about a thesis.
 */
function describedDegree(entry: Entry): string {
  const text = entry.lead || entry.details[0] || '';
  const words = spacedWords(text);
  if (words.length === 0 || words.length > EDUCATION.describedDegreeWords || !isDegree(text)) return '';
  return words.every((w) => /^[\p{Lu}\d(]/u.test(w) || CONNECTOR.test(w)) ? text : '';
}

/** One entry of an education section → a ResumeData education, or null if it is empty. */
export function readEducation(entry: Entry): ReadEntry<Education> | null {
  const { parts, dates, place } = headerParts(entry.header);
  const school = assignSchool(parts);
  const { institution } = school;
  const degree = school.degree || describedDegree(entry);
  if (!institution && !degree) return null;
  const education = emptyEducation();
  education.institution = softenCapitals(tidySpaces(institution.replace(/\s*\([^)]*\)/g, '')));
  const split = splitDegree(degree);
  education.degree = split.degree;
  education.field_of_study = split.field;
  if (place) Object.assign(education, splitPlace(place));
  if (dates) {
    // A lone date on a school is when it ended ("Expected June 2016").
    education.start_date = dates.single ? '' : dates.start;
    education.graduation_date = dates.current ? null : dates.end;
  }
  return { value: education, doubts: doubtsOf(education) };
}
