import { beforeAll, describe, expect, it } from 'vitest';
import { loadWriterGrammar } from './offline/grammar';
import { inflatedPart } from './part-check';

beforeAll(() => loadWriterGrammar());

describe('inflatedPart: a rewrite never makes the person’s part bigger', () => {
  it.each([
    ['Helped with the SOX audit', 'Conducted the SOX audit', 'Conducted'],
    ['Assisted with the migration to AWS', 'Led the migration to AWS, cutting costs', 'Led'],
    ['Contributed to the new onboarding flow', 'Built the new onboarding flow', 'Built'],
    ['Supported the partner on M&A due diligence', 'Managed M&A due diligence', 'Managed'],
    ['Was involved in the Epic go-live', 'Spearheaded the Epic go-live', 'Spearheaded'],
  ])('"%s" → "%s" claims "%s"', (source, answer, claimed) => {
    expect(inflatedPart(source, answer)).toMatchObject({ claimed });
    expect(inflatedPart(source, answer)?.message).toMatch(/claims more/);
  });

  it('reports an answer that drops the supporting part altogether', () => {
    expect(inflatedPart('Helped with on-call', 'Improved on-call')).toMatchObject({
      supporting: 'helped with',
      claimed: '',
    });
  });

  it.each([
    ['Helped with the SOX audit', 'Supported the SOX audit'],
    ['Assisted in defining SLOs', 'Helped define SLOs for the payments API'],
    ['Contributed to cutting freight costs by 15%', 'Helped cut freight costs by 15%'],
    ['Helped with onboarding and led the retro', 'Supported onboarding and led the retro'],
    ['Led a team of 5', 'Led a team of 5 engineers'],
    ['Responsible for the store', 'Managed the store'],
  ])('"%s" → "%s" is fine', (source, answer) => {
    expect(inflatedPart(source, answer)).toBeUndefined();
  });
});
