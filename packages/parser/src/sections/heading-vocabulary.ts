/** What a section of a resume holds, as told by its heading. */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'languages'
  | 'certifications'
  | 'awards'
  | 'publications'
  | 'links'
  | 'interests'
  | 'references'
  | 'coursework'
  | 'activities'
  | 'other';

/**
 * Words that decide a heading's kind, most specific first: "Skills & Interests" is about skills,
 * "Volunteer Experience" about experience, "Education & Certifications" about education.
 */
const KIND_WORDS: [SectionKind, string[]][] = [
  [
    'skills',
    [
      'skills',
      'skill',
      'technologies',
      'technology',
      'tools',
      'strengths',
      'competencies',
      'competences',
      'expertise',
      'proficiencies',
      'stack',
      'toolbox',
      'abilities',
      'capabilities',
    ],
  ],
  ['education', ['education', 'academic', 'academics', 'qualifications', 'degrees', 'schooling', 'studies']],
  ['projects', ['projects', 'project', 'portfolio']],
  [
    'experience',
    [
      'experience',
      'experiences',
      'employment',
      'work',
      'career',
      'involvement',
      'leadership',
      'volunteer',
      'volunteering',
      'internships',
      'internship',
      'positions',
      'appointments',
      'research',
      'jobs',
    ],
  ],
  [
    'summary',
    [
      'summary',
      'profile',
      'about',
      'objective',
      'objectives',
      'overview',
      'statement',
      'introduction',
      'bio',
      'biography',
      'synopsis',
      'highlights',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certification',
      'certificates',
      'certificate',
      'licenses',
      'licences',
      'credentials',
      'accreditations',
      'training',
      'trainings',
    ],
  ],
  [
    'awards',
    [
      'awards',
      'award',
      'honors',
      'honours',
      'achievements',
      'accomplishments',
      'distinctions',
      'scholarships',
    ],
  ],
  [
    'publications',
    ['publications', 'publication', 'papers', 'patents', 'talks', 'presentations', 'conferences'],
  ],
  ['languages', ['languages', 'language']],
  ['links', ['links', 'profiles', 'contact', 'contacts', 'social', 'online', 'websites']],
  ['interests', ['interests', 'hobbies', 'passions']],
  ['references', ['references', 'referees']],
  ['coursework', ['coursework', 'courses']],
  [
    'activities',
    [
      'activities',
      'extracurricular',
      'extracurriculars',
      'affiliations',
      'memberships',
      'organizations',
      'societies',
      'service',
    ],
  ],
];

/** Words that only qualify a heading ("Relevant Work Experience", "Skills & Tools"). */
const QUALIFIERS = new Set([
  'and',
  'of',
  'my',
  'other',
  'relevant',
  'professional',
  'technical',
  'key',
  'core',
  'selected',
  'additional',
  'personal',
  'history',
  'work',
  'on',
  'campus',
  'community',
  'industry',
  'teaching',
  'related',
  'computer',
  'programming',
  'soft',
  'hard',
  'areas',
  'area',
  'recent',
  'previous',
  'prior',
  'me',
  'the',
  'in',
  'experience',
  'information',
  'details',
  'software',
  'development',
  'digital',
  'main',
  'notable',
  'honorary',
  'extra',
  'curricular',
  'academic',
  'spoken',
  'foreign',
  'human',
  'interpersonal',
  'it',
  'general',
  'qualification',
  'a',
  'at',
  'glance',
]);

const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

const VOCABULARY = [...new Set([...KIND_WORDS.flatMap(([, list]) => list), ...QUALIFIERS])];

/**
 * Letter-spaced headings arrive as "W O R K E X P E R I E N C E": the word gap is lost. Splits
 * the letters back into heading words, or returns null when they do not spell heading words.
 */
export function respaceHeading(letters: string): string | null {
  const text = letters.toLowerCase();
  // best[i]: the words spelling text.slice(0, i), or null.
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= text.length; end++) {
    best[end] = null;
    for (const word of VOCABULARY) {
      const start = end - word.length;
      if (start >= 0 && best[start] && text.slice(start, end) === word) {
        best[end] = [...best[start]!, word];
        break;
      }
    }
  }
  return best[text.length]?.join(' ') ?? null;
}

/**
 * The kind of section a heading announces, or null when the text is not heading vocabulary.
 * Whole words only: "Coursework" never counts as "work".
 */
export function classifyHeading(text: string): SectionKind | null {
  const words = tokens(text);
  if (words.length === 0 || words.length > 5) return null;
  const kinds = KIND_WORDS.filter(([, list]) => words.some((w) => list.includes(w))).map(([kind]) => kind);
  const known = new Set(KIND_WORDS.flatMap(([, list]) => list));
  if (!words.every((w) => known.has(w) || QUALIFIERS.has(w))) return null;
  if (kinds.length === 0) return null;
  // "Research Interests" are interests; "Summary of Qualifications" is a summary, not education.
  if (kinds.includes('interests')) return 'interests';
  if (kinds.includes('summary') && words.includes('qualifications')) return 'summary';
  // "Programming Languages" and "Computer Languages" list skills; "Languages" alone are spoken.
  if (kinds[0] === 'languages' && words.some((w) => w === 'programming' || w === 'computer')) return 'skills';
  // "Work" or "Experience" qualify other kinds: "Work Samples" is not experience, "Project Experience" is projects.
  return kinds[0]!;
}
