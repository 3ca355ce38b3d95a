import { isJobTitle } from '../ai/offline/posting';
import { escapeRegExp } from '../ai/text-search';
import { employerNames } from '../analysis/posting/employer';
import { tokenize } from '../analysis/text/terms';
/**
 * The company, the role and a named contact as a job posting states them. Each reading comes from
 * a pattern postings commonly use; when none matches, the field is left empty for the person to
 * fill in, because a wrong employer in a cover letter is worse than a blank one.
 */
export type PostingNames = { company: string; role: string; contact: string };

/** A proper name: capitalised words, optionally joined by "&", "of", "and" or a hyphen, or followed by a number ("Studio 54"). */
const NAME = String.raw`\p{Lu}[\p{L}\p{N}.'’&-]*(?:[ \t](?:&|of|and|\p{Lu}[\p{L}\p{N}.'’&-]*|\p{N}+)){0,4}`;
const LABEL_COMPANY =
  /^\s*(?:company(?:\s+name)?|employer|organi[sz]ation|hiring\s+company)\s*:\s*(.+?)\s*$/imu;
const LABEL_ROLE = /^\s*(?:job\s+title|position(?:\s+title)?|role|title|job)\s*:\s*(.+?)\s*$/imu;
const ABOUT = new RegExp(
  String.raw`^\s*about\s+(?!us\b|the\s+(?:role|job|team|position)\b|you\b)(${NAME})\s*:?\s*$`,
  'imu',
);
const IS_HIRING = new RegExp(
  String.raw`(?:^|[.!?]\s+|\n)(${NAME})\s+(?:is|are)\s+(?:hiring|looking\s+for|seeking|searching\s+for)\s+(?:an?\s+)?([^.,;:!?\n]{3,60}?)(?=\s+(?:to|who|with|in|for|at|that)\b|[.,;:!?\n]|$)`,
  'u',
);
/** "We are looking for a data analyst to …": a short phrase only, or it is not a job title. */
const WE_SEEK =
  /\bwe(?:'re|’re|\s+are)\s+(?:hiring|looking\s+for|seeking)\s+(?:an?\s+)?((?:[\p{L}-]+\s){0,4}[\p{L}-]+?)(?=\s+(?:to|who|with|in|for|at|that|and)\b|[.,;:!?\n]|$)/iu;
/** "Hi Oluwaseun,": a recruiter's message opens with a greeting, not the job's name. */
const GREETING = /^(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))\b/i;
/** "… an Assistant Controller to join Greenleaf Organics, a growing …". */
const TO_JOIN = new RegExp(String.raw`\bto\s+join\s+(${NAME})`, 'u');
/** A heading that is a sentence about hiring ("Orbital is hiring a VP of Marketing!") is read as one. */
const HIRING_SENTENCE = /\b(?:is|are|we're|we’re)\s+(?:hiring|looking\s+for|seeking|searching\s+for)\b/i;
const AT_COMPANY_WE = new RegExp(
  String.raw`(?:^|[.!?]\s+|\n)\s*(?:At|Join)\s+(${NAME})[,!]?\s+(?:we|you)\b`,
  'u',
);
/** Words a capitalised run may start with that make it a sentence, not a name. */
const NOT_A_NAME = /^(?:we|our|you|your|the|this|they|it|a|an|i)$/i;
/** Lines that head a section of the posting rather than name the job. */
const SECTION_LINE =
  /^(?:about|requirements?|responsibilities|qualifications|benefits|what|who|why|how|our|we|you|the\s+role|job\s+description|description|overview|summary|nice\s+to\s+have|perks|location|salary|apply)\b/i;
const CONTACT =
  /(?:contact|reach\s+out\s+to|send\s+(?:your\s+)?(?:application|resume|cv)\s+to|hiring\s+manager\s*(?:is|:))\s+(\p{Lu}[\p{Ll}'’-]+\s\p{Lu}[\p{Ll}'’-]+)\b/u;

const clean = (value: string | undefined): string =>
  (value ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!]+$/, '')
    .trim();

const plausibleName = (value: string): boolean => {
  const first = value.split(/\s+/)[0] ?? '';
  return value.length >= 2 && value.length <= 80 && !NOT_A_NAME.test(first);
};

/** "Senior Backend Engineer at Acme" or "Senior Backend Engineer — Payments": the job and, after "at", the employer. */
function headingLine(posting: string): { role: string; company: string } {
  // "Company: …" and other labelled lines are read by their labels, not as a heading.
  const line =
    posting
      .split('\n')
      .find((line) => line.trim() !== '' && !/^\s*[\p{L} ]{2,30}:/u.test(line))
      ?.trim() ?? '';
  // "Senior Engineer at Payly. Requirements: …" typed on one line: the heading is its first sentence.
  const first = (line.split(/(?<=[.!])\s+(?=\p{Lu})/u)[0] ?? '').replace(/[.!]$/, '');
  const words = first.split(/\s+/);
  // A heading is short, is no question and is mostly capitalised words.
  if (
    GREETING.test(first) ||
    first.length > 90 ||
    words.length > 12 ||
    /\?$/.test(first) ||
    SECTION_LINE.test(first) ||
    HIRING_SENTENCE.test(first)
  ) {
    return { role: '', company: '' };
  }
  const [part = '', next = ''] = first.split(/\s+[—–|-]\s+|\s*\|\s*/);
  // "CareBridge — Junior UX Designer": the employer first, the job after it.
  const employerFirst = !isJobTitle(clean(part)) && isJobTitle(clean(next.replace(/\s*\(.*$/, '')));
  if (employerFirst && plausibleName(clean(part))) {
    return { role: clean(next.replace(/\s*\(.*$/, '')), company: clean(part) };
  }
  const head = part;
  const at = new RegExp(String.raw`^(.+?)\s+(?:at|@)\s+(${NAME})$`, 'u').exec(head);
  // "Barista wanted at Bean There Cafe": the job is the barista.
  const role = clean(at ? at[1] : head).replace(/\s+(?:wanted|needed|required)$/i, '');
  const capitalised = role.split(/\s+/).filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
  if (capitalised < Math.ceil(role.split(/\s+/).length / 2)) return { role: '', company: '' };
  return { role, company: at ? clean(at[2]) : '' };
}

function companyIn(posting: string, fromHeading: string): string {
  const labelled = clean(LABEL_COMPANY.exec(posting)?.[1]);
  if (labelled) return labelled;
  if (fromHeading) return fromHeading;
  for (const pattern of [ABOUT, IS_HIRING, AT_COMPANY_WE, TO_JOIN]) {
    const found = clean(pattern.exec(posting)?.[1]);
    if (found && plausibleName(found)) return found;
  }
  return secondLineCompany(posting) || longestEmployerName(posting);
}

/** "Commercial Electrician" then "Voltline Electrical Contractors — Columbus, OH": the line under the title. */
function secondLineCompany(posting: string): string {
  const [first, second] = posting.split('\n').filter((line) => line.trim() !== '');
  if (!first || !second || !headingLine(posting).role) return '';
  const name = new RegExp(String.raw`^\s*(${NAME})\s+[—–|-]\s+\S`, 'u').exec(second)?.[1];
  return name && plausibleName(name) ? clean(name) : '';
}

/** The job match's reading of the employer ("Harbor Flow Plumbing is…", "Why Polar Crest"), its fullest form. */
function longestEmployerName(posting: string): string {
  const [longest] = [...employerNames(tokenize(posting))].sort((a, b) => b.length - a.length);
  if (!longest) return '';
  // The reading keeps words, not their case: the name is taken back as the posting writes it.
  const words = longest.split(/\s+/).map(escapeRegExp).join(String.raw`\s*&?\s*`);
  const written = new RegExp(String.raw`(?<![\p{L}\p{N}])${words}(?![\p{L}\p{N}])`, 'iu').exec(posting)?.[0];
  return written && plausibleName(written) ? clean(written) : '';
}

function roleIn(posting: string, fromHeading: string): string {
  const labelled = clean(LABEL_ROLE.exec(posting)?.[1]);
  if (labelled) return labelled;
  if (fromHeading) return fromHeading;
  const hiring = IS_HIRING.exec(posting);
  const company = clean(hiring?.[1]);
  if (hiring && plausibleName(company)) return clean(hiring[2]);
  // "We're looking for an experienced chef to …": the job, not the praise before it.
  return clean(WE_SEEK.exec(posting)?.[1]).replace(PRAISE, '');
}

/** Words a posting praises the hire with before naming the job. */
const PRAISE =
  /^(?:(?:experienced|talented|motivated|passionate|skilled|dedicated|enthusiastic|dynamic|seasoned|friendly|reliable|hard-?working|driven|creative|detail-oriented)\s+)+/i;

/** The company, role and contact a posting names; empty strings where it does not say. */
export function readPostingNames(posting: string): PostingNames {
  const heading = headingLine(posting);
  return {
    company: companyIn(posting, heading.company),
    role: roleIn(posting, heading.role),
    contact: clean(CONTACT.exec(posting)?.[1]),
  };
}
