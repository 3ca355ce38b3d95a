import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Colours caught mid-transition (a button enabled a moment ago fading from its disabled grey) read
 * as too little contrast: the check sees the page at rest.
 */
const AT_REST = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** The page's WCAG 2.1 A/AA findings, serious and critical ones only unless `everyImpact`. */
export async function axeFindings(page: Page, { everyImpact = false } = {}): Promise<string[]> {
  await page.addStyleTag({ content: AT_REST });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}: ${node.html}`));
}
