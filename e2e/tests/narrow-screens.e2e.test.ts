import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { forEveryScreen } from '../support/routes';
import { EVERYONE, type Who } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = 375;

type Fit = { pageWidth: number; viewport: number; outside: string[]; overlapping: string[] };

/**
 * How the page fits the window: its scroll width, every visible control (button, link, tab, field)
 * that lies partly outside the window sideways, and every two controls whose boxes cross (issue
 * 38: the phone menu button once covered step 4). A control inside a box that scrolls sideways on
 * its own (a tab bar) counts as reachable when that box fits. Controls are compared within their
 * layer only: a menu, a dialog, a floating button or the sticky header lies over the page by design.
 */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const scrollsSideways = (el: Element) => {
      const style = getComputedStyle(el);
      return (style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth;
    };
    const describe = (el: Element, box: DOMRect) => {
      const text = (
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('value') ||
        ''
      )
        .replace(/\s+/g, ' ')
        .trim();
      // Long names keep their start and end, which tell "Move … up" from "Move … down".
      const shown = text.length > 70 ? `${text.slice(0, 45)}…${text.slice(-20)}` : text;
      const where = `${Math.round(box.left)}…${Math.round(box.right)}`;
      return `<${el.tagName.toLowerCase()}> "${shown}" ${Math.round(box.width)}px wide at x=${where}`;
    };
    const controls = document.querySelectorAll(
      'button, a[href], [role="button"], [role="tab"], [role="link"], input:not([type="hidden"]), select, textarea, summary',
    );
    const outside: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Screen-reader-only text (1 px, clipped) and hidden controls have nothing to show.
      if (box.width <= 1 || box.height <= 1) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      let reach = box;
      let clippedBy: Element | null = null;
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) {
          reach = parent.getBoundingClientRect();
          break;
        }
        const overflow = getComputedStyle(parent).overflowX;
        const frame = parent.getBoundingClientRect();
        if (
          (overflow === 'hidden' || overflow === 'clip') &&
          (box.left < frame.left - 1 || box.right > frame.right + 1)
        ) {
          clippedBy = parent;
          break;
        }
      }
      if (reach.left < -0.5 || reach.right > viewport + 0.5) outside.push(describe(el, box));
      else if (clippedBy) {
        outside.push(
          `${describe(el, box)}, cut off by <${clippedBy.tagName.toLowerCase()} class="${clippedBy.className}">`,
        );
      }
    }
    // A layer: what is positioned with a z-index (a menu, a dialog, a floating button, the sticky
    // header), which lies over the page by design.
    const LAYERED = new Set(['fixed', 'absolute', 'sticky']);
    const layerOf = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (LAYERED.has(style.position) && style.zIndex !== 'auto') return node;
      }
      return document.body;
    };
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1 &&
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1;
    const isField = (el: Element) => ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
    // A button drawn inside a field (Show password, Clear) is part of it.
    const isAdornment = (a: { el: Element; box: DOMRect }, b: { el: Element; box: DOMRect }) =>
      (isField(a.el) && within(b.box, a.box)) || (isField(b.el) && within(a.box, b.box));
    const shown = [...controls]
      .map((el) => ({ el, box: el.getBoundingClientRect(), layer: layerOf(el) }))
      .filter(
        ({ el, box }) => box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden',
      );
    const overlapping: string[] = [];
    for (const [i, a] of shown.entries()) {
      for (const b of shown.slice(i + 1)) {
        if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el) || isAdornment(a, b)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1)
          overlapping.push(`${describe(a.el, a.box)} crosses ${describe(b.el, b.box)}`);
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, viewport, outside, overlapping };
  });
}

async function problemsAt(who: Who, width: number): Promise<string[]> {
  const problems: string[] = [];
  await forEveryScreen(browser, who, width, async ({ page }, screen) => {
    const fit = await measure(page);
    const found: string[] = [];
    if (fit.pageWidth > fit.viewport)
      found.push(`the page is ${fit.pageWidth}px wide in a ${fit.viewport}px window`);
    if (fit.outside.length > 0) {
      const listed = fit.outside.slice(0, 12).join('; ');
      const more = fit.outside.length > 12 ? ` and ${fit.outside.length - 12} more` : '';
      found.push(`${fit.outside.length} controls out of view: ${listed}${more}`);
    }
    if (fit.overlapping.length > 0)
      found.push(`controls on top of each other: ${fit.overlapping.slice(0, 6).join('; ')}`);
    if (found.length > 0) {
      const shot = `narrow-${who}-${screen.name.replace(/[^a-z0-9]+/gi, '-')}`;
      await saveScreenshot(page, shot);
      problems.push(`${screen.name} (${who}, ${width}px): ${found.join('; ')} [screenshot ${shot}.png]`);
    }
  });
  return problems;
}

describe(`every screen at ${PHONE}px, with a resume full of long words`, () => {
  it.each(EVERYONE)(
    'fits the window for a %s: no sideways scrolling, every control in view, none on another',
    async (who) => {
      const problems = await problemsAt(who, PHONE);
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    },
    180_000,
  );
});

/**
 * The other widths the header changes at (the smallest phone, the 768 px breakpoint, a laptop),
 * for the visitors whose headers differ most: a guest (log in, the menu) and a Pro user (the tabs).
 */
describe.each([320, 768, 1280])('every screen at %ipx', (width) => {
  it.each(['guest', 'pro'] as const)(
    'fits the window for a %s, no control on another',
    async (who) => {
      const problems = await problemsAt(who, width);
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    },
    180_000,
  );
});
