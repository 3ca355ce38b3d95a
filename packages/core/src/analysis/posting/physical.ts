import type { Token } from '../text/terms';

/**
 * Physical demands a posting asks of the person, read as one requirement each: "lift 50 lbs",
 * "lift up to 40 pounds", "stand and walk for 8 hours". Trades, care, warehouse and field jobs
 * all screen on them, and their words (a verb, a number, a unit) are otherwise read as nothing.
 */

const MOVING = /^(?:lift|lifting|carry|carrying|push|pushing|pull|pulling|move|moving)$/;
const WEIGHT = /^(?:lbs?|pounds?|kg|kilograms?)$/;
const POSTURE = /^(?:stand|walk|sit|kneel|climb|bend|stoop|crouch|crawl|reach)$/;
const word = (t: Token | undefined) => t?.text.toLowerCase() ?? '';

/** Words of a weight to be moved from `i`: "lift 50 lbs", "lift up to 40 pounds"; 0 if none. */
function weightLength(segment: Token[], i: number): number {
  if (!MOVING.test(word(segment[i]))) return 0;
  let j = i + 1;
  if (word(segment[j]) === 'up' && word(segment[j + 1]) === 'to') j += 2;
  if (!/^\d+$/.test(word(segment[j])) || !WEIGHT.test(word(segment[j + 1]))) return 0;
  return j + 2 - i;
}

/** Two postures joined by "and" or "or": "stand and walk", "kneel or crawl"; 0 if none. */
const postureLength = (segment: Token[], i: number): number =>
  POSTURE.test(word(segment[i])) &&
  /^(?:and|or)$/.test(word(segment[i + 1])) &&
  POSTURE.test(word(segment[i + 2]))
    ? 3
    : 0;

/** Each physical demand of a segment, as the span of its words. */
export function physicalDemands(segment: Token[]): { from: number; length: number }[] {
  const found: { from: number; length: number }[] = [];
  for (let i = 0; i < segment.length; i++) {
    const length = Math.max(weightLength(segment, i), postureLength(segment, i));
    if (length > 0) found.push({ from: i, length });
  }
  return found;
}
