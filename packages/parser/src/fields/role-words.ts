/** Scores and tests that tell a job title from an organisation, and a degree from a school. */
import { lexiconWords } from '@resume/core';
import {
  DEGREE_WORDS,
  GERMAN_TITLE_HEADS,
  INSTITUTION_WORDS,
  ORG_WORDS,
  TITLE_WORDS,
} from '../lexicon/role-words';

/** Short degree abbreviations only in capitals, so "be", "me" and "as" in prose do not count. */
const DEGREE_ABBREVIATION =
  /(?<![\p{L}])(B\.?\s?S|M\.?\s?S|B\.?\s?A|M\.?\s?A|B\.?\s?E|M\.?\s?E|A\.?\s?A|A\.?\s?S|J\.?\s?D|M\.?\s?D|LL\.?\s?[BM]|B\.?\s?Sc|M\.?\s?Sc|B\.?\s?Tech|M\.?\s?Tech|B\.?\s?Eng|M\.?\s?Eng)\.?(?![\p{L}])/u;

/** A German compound whose last part names a role: "Steuerfachangestellte", "Softwarearchitekt". */
function isGermanCompoundTitle(word: string): boolean {
  for (let cut = 2; cut <= word.length - 4; cut++) if (GERMAN_TITLE_HEADS.has(word.slice(cut))) return true;
  return false;
}

const isTitleWord = (w: string) =>
  TITLE_WORDS.has(w) || TITLE_WORDS.has(w.replace(/s$/, '')) || isGermanCompoundTitle(w);

/** How strongly a phrase reads as a job title ("Senior Software Engineer"). */
export function titleScore(text: string): number {
  return lexiconWords(text).filter(isTitleWord).length;
}

/** How strongly a phrase reads as an organisation ("Harbor Robot Learning Lab"). */
export function orgScore(text: string): number {
  return lexiconWords(text).filter((w) => ORG_WORDS.has(w)).length;
}

/** Any word of the phrase, or two neighbouring words ("high school"), is in the list. */
function mentions(text: string, list: Set<string>): boolean {
  const words = lexiconWords(text);
  return words.some((w, i) => list.has(w) || (i > 0 && list.has(`${words[i - 1]} ${w}`)));
}

export const isDegree = (text: string): boolean =>
  mentions(text, DEGREE_WORDS) || DEGREE_ABBREVIATION.test(text);
export const isInstitution = (text: string): boolean => mentions(text, INSTITUTION_WORDS);
