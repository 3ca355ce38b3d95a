import { employerNames } from '../checks/job-posting';
import { isKnownSkill, isRoleNoun, isStopWord, runKey, type Token, tokenize } from '../text/terms';
import { equivalents } from './abbreviations';
import { isPlaceToken, sentencePhrases, type Tag } from './phrases';
import { postingSentences, requirementTier } from './sections';
import { tagText } from './tagger';
import { NEVER_A_REQUIREMENT } from './vocabulary';

/** One thing a posting asks for, as the person reads it, with how strongly and how often. */
export type PostingRequirement = {
  key: string;
  label: string;
  required: boolean;
  count: number;
  first: number;
  /** A known skill, a defined abbreviation or shaped like a tool's name: likelier a real requirement. */
  known: boolean;
  /** The keys of the same requirement in other words (an abbreviation and its long form). */
  alternatives: string[];
};

/** The plain rule used until the NLP model has loaded: function words apart, every other word a noun. */
const plainTag: Tag = (t) =>
  isStopWord(t.text) && !isKnownSkill(t) ? 'X' : /ly$/.test(t.text) ? 'ADV' : 'NOUN';

const shapedLikeATool = (t: Token) =>
  /[\d+#./&]/.test(t.text) || /^\p{Lu}{2,}s?$/u.test(t.text) || /\p{Ll}\p{Lu}/u.test(t.text);

/** A job title ("Civil Engineer", "Sous Chef") is a requirement only as experience "as a" one. */
function isJobTitle(phrase: Token[], sentence: string): boolean {
  const last = phrase[phrase.length - 1] as Token;
  if (!isRoleNoun(last)) return false;
  const label = phrase.map((t) => t.surface).join(' ');
  return !new RegExp(`\\bas an? ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(sentence);
}

/** Every requirement of a posting, most important first: no cap, each marked required or nice to have. */
export function postingRequirements(posting: string): PostingRequirement[] {
  const tagAt = tagText(posting);
  const employers = employerNames(tokenize(posting));
  const blocked = (t: Token) => isPlaceToken(t) || (/^\p{Lu}/u.test(t.text) && employers.has(t.surface));
  const same = equivalents(posting);
  const found = new Map<string, PostingRequirement>();
  for (const sentence of postingSentences(posting)) {
    const tier = requirementTier(sentence.section);
    if (tier === undefined) continue;
    const tag: Tag = tagAt
      ? (t) => tagAt(sentence.start + t.position, sentence.start + t.position + t.surface.length)
      : plainTag;
    for (const phrase of sentencePhrases(sentence.text, tag, blocked)) {
      const label = phrase.map((t) => t.surface.toLowerCase()).join(' ');
      if (NEVER_A_REQUIREMENT.test(label) || isJobTitle(phrase, sentence.text)) continue;
      const key = runKey(phrase);
      // An abbreviation and its long form are one requirement, listed under the long form.
      const canonical = [...(same.get(key) ?? [])].find((k) => found.has(k)) ?? key;
      const known = phrase.some((t) => isKnownSkill(t) || shapedLikeATool(t)) || same.has(key);
      add(found, {
        key: canonical,
        label,
        required: tier === 'required',
        count: 1,
        first: sentence.start,
        known,
        alternatives: [...(same.get(key) ?? [])],
      });
    }
  }
  return [...found.values()].sort(byImportance);
}

function add(found: Map<string, PostingRequirement>, r: PostingRequirement) {
  const seen = found.get(r.key);
  if (seen === undefined) {
    found.set(r.key, r);
    return;
  }
  seen.count++;
  seen.required ||= r.required;
  seen.known ||= r.known;
  seen.alternatives = [...new Set([...seen.alternatives, ...r.alternatives])];
}

/** Required before nice to have; then known skills, then how often, then where first said. */
const byImportance = (a: PostingRequirement, b: PostingRequirement) =>
  Number(b.required) - Number(a.required) ||
  Number(b.known) - Number(a.known) ||
  b.count - a.count ||
  a.first - b.first;
