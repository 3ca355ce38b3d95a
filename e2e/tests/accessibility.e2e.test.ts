import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { forEveryScreen } from '../support/routes';
import { EVERYONE, type Who } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * Axe's experimental rules under those tags, which it leaves out unless asked by name; among them
 * label-content-name-mismatch (WCAG 2.5.3: a control's name must contain the text it shows).
 */
const EXPERIMENTAL_WCAG_RULES = [
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/** Axe's serious and critical findings on every screen `who` sees at `width`, one line per element. */
async function findingsAt(who: Who, width: number): Promise<string[]> {
  const findings: string[] = [];
  await forEveryScreen(browser, who, width, async ({ page }, screen) => {
    const results = await new AxeBuilder({ page })
      .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) })
      .withTags(WCAG_TAGS)
      .analyze();
    for (const violation of results.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      for (const node of violation.nodes) {
        const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        findings.push(
          `${screen.name} (${who}, ${width}px): ${violation.id} [${violation.impact}] at ${node.target.join(' ')}` +
            `${summary ? ` — ${summary}` : ''}`,
        );
      }
    }
  });
  return findings;
}

describe('accessibility of every screen (axe, WCAG 2.1 A and AA)', () => {
  const cases: [Who, number][] = [];
  for (const who of EVERYONE) for (const width of [375, 1280]) cases.push([who, width]);

  it.each(cases)(
    'a %s at %ipx meets no serious or critical violation',
    async (who, width) => {
      const findings = await findingsAt(who, width);
      expect(findings, `\n${findings.join('\n')}\n`).toEqual([]);
    },
    240_000,
  );
});
