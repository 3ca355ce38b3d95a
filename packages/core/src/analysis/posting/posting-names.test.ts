import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { loadPostingReader } from './tagger';

/**
 * A tool named with "-er" (Looker, Docker, Framer) is a name: only the name shows it, not a word
 * that shares its first letters ("looking", "docking", "framing"). Found by a tester whose resume
 * said "I am looking for a senior role" and was told Looker was already there.
 */

beforeAll(() => loadPostingReader());

function meets(posting: string, term: string, resume: string): boolean | undefined {
  const found = matchKeywords(`Requirements\n- ${posting}`, resume).requirements;
  return found.find((r) => r.term === term)?.matched;
}

describe('a tool whose name ends in "-er"', () => {
  it.each([
    ['Experience with Looker', 'looker', 'Built self-service dashboards in Looker.', true],
    ['Experience with Looker', 'looker', 'I am looking for a senior analytics role.', false],
    ['Containers with Docker', 'docker', 'Packaged 14 services as Docker images.', true],
    ['Containers with Docker', 'docker', 'Repaired laptop docking stations.', false],
    ['Prototyping in Framer', 'framer', 'Framing and drywall on 30 homes.', false],
  ])('"%s": %s is met by "%s": %s', (posting, term, resume, met) => {
    expect(meets(posting, term, resume)).toBe(met);
  });
});
