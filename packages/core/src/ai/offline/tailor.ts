import { analyzeResume } from '../../analysis/analyze';
import { splitSentences } from '../../analysis/text/sentences';
import { SPOKEN_LANGUAGES } from '../../analysis/text/term-lists';
import { isStopWord, tokenize } from '../../analysis/text/terms';
import type { ResumeData } from '../../schemas/resume';
import { containsPhrase } from '../text-search';
import { NO_POSTING_TERMS } from './guidance';
import { isJobTitle, readTerm, type Term } from './posting';
import { resumeFacts, rolesByRecency } from './resume-facts';
import { capitalise, excerpt, joinList } from './wording';

/**
 * Suggestions to fit a resume to a posting, from the same keyword match the analysis scores: the
 * terms the resume lacks, each put where it belongs. It only ever suggests; whether a term is true
 * of the person is theirs to say, hence "if you have it".
 */

const MAX_SKILLS = 8;
const MAX_SUMMARY_TERMS = 3;
const MAX_EXPERIENCE = 4;
const MAX_MATCHED = 8;

/** The words of a text that say something: no function words, no posting boilerplate. */
const contentKeys = (text: string): Set<string> =>
  new Set(
    tokenize(text)
      .flat()
      .filter((t) => !isStopWord(t.text) && t.key.length > 2)
      .map((t) => t.key),
  );

type Line = { text: string; company: string; keys: Set<string> };

/** For each missing term, the achievement that shares most words with where the posting asks for it. */
function experienceSuggestions(data: ResumeData, now: Date, posting: string, terms: Term[]): string[] {
  const lines: Line[] = rolesByRecency(data, now).flatMap((role) =>
    role.achievements
      .filter((a) => a.trim() !== '')
      .map((a) => ({ text: a, company: role.company.trim(), keys: contentKeys(a) })),
  );
  const used = new Set<Line>();
  const suggestions: string[] = [];
  for (const term of terms) {
    if (suggestions.length >= MAX_EXPERIENCE) break;
    const context = contentKeys(
      splitSentences(posting).find((s) => containsPhrase(s, term.text)) ?? term.text,
    );
    const own = contentKeys(term.text);
    let best: { line: Line; overlap: number } | undefined;
    for (const line of lines) {
      const shared = [...line.keys].filter((k) => context.has(k));
      // One shared word is chance ("customers"), unless it is part of the term itself ("payment").
      const related = shared.length >= 2 || shared.some((k) => own.has(k));
      if (!used.has(line) && related && shared.length > (best?.overlap ?? 0))
        best = { line, overlap: shared.length };
    }
    if (!best) continue;
    used.add(best.line);
    const where = best.line.company ? ` (${best.line.company})` : '';
    suggestions.push(
      `- "${excerpt(best.line.text)}"${where}: mention ${term.text} if it was part of this work.`,
    );
  }
  return suggestions;
}

/** The terms to weave into the summary, shown in a sentence built on the person's latest title. */
function summarySuggestion(data: ResumeData, now: Date, terms: Term[]): string[] {
  if (terms.length === 0) return [];
  const facts = resumeFacts(data, now);
  const who = facts.title ? capitalise(facts.title) : 'Professional';
  const list = joinList(terms.map((t) => t.text));
  // The person's years are not put on terms the resume does not show: that would claim them.
  return [`- Work in ${list} where they are true for you, for example:\n  "${who} experienced in ${list}."`];
}

const group = (heading: string, lines: string[]): string[] =>
  lines.length > 0 ? [[heading, ...lines].join('\n')] : [];

export function tailorSuggestions(data: ResumeData, posting: string, now: Date): string {
  const keywords = analyzeResume(data, { jobDescription: posting, now }).keywords;
  if (!keywords || keywords.matched.length + keywords.missing.length === 0) {
    return NO_POSTING_TERMS;
  }
  const matched = keywords.matched.map((label) => readTerm(label, posting).text);
  const intro =
    matched.length === 0
      ? 'Your resume uses none of the key terms we found in the job description yet.'
      : `Already on your resume: ${joinList(matched.slice(0, MAX_MATCHED))}${matched.length > MAX_MATCHED ? ', among others' : ''}.`;
  if (keywords.missing.length === 0) {
    return `${intro}\n\nYour resume covers every key term we found in the job description.`;
  }
  const missing = keywords.missing.map((label) => readTerm(label, posting));
  // A language the posting asks for goes under Languages, not Skills ("Polish is a plus").
  const languages = missing.filter((t) => SPOKEN_LANGUAGES.has(t.text.toLowerCase()));
  const skills = missing.filter((t) => t.skill && !languages.includes(t)).slice(0, MAX_SKILLS);
  const others = missing.filter((t) => !t.skill);
  // A job title ("senior backend engineer") names the posting, not something one has experience in.
  const summaryTerms = [...others, ...skills].filter((t) => !isJobTitle(t.text)).slice(0, MAX_SUMMARY_TERMS);
  return [
    intro,
    ...group(
      'Skills',
      skills.map((t) => `- ${capitalise(t.text)}: add it to Skills if you have it.`),
    ),
    ...group(
      'Languages',
      languages.map((t) => `- ${capitalise(t.text)}: add it under Languages if you speak it.`),
    ),
    ...group('Summary', summarySuggestion(data, now, summaryTerms)),
    ...group('Experience', experienceSuggestions(data, now, posting, missing)),
  ].join('\n\n');
}
