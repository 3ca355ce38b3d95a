/**
 * Headless Chromium printing resume pages to PDF, as resume builders' print services run it: the
 * page's fonts come from a local font server with long caching, as a deployment would have (after
 * the first document Chromium takes them from its cache; Playwright's route() would push every
 * font through this process as base64 on every document). The page's origin differs from the
 * font server's, and web fonts need CORS or Chromium silently falls back to its default serif.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../e2e/support/chromium';
import { type Printed, printed } from './printed';
import { HTML_FONTS } from './resume-html';

export type ChromiumPrinter = Awaited<ReturnType<typeof startChromiumPrinter>>;

function startFontServer() {
  const require = createRequire(import.meta.url);
  const fonts = new Map(
    Object.entries(HTML_FONTS).map(([file, specifier]) => [file, readFileSync(require.resolve(specifier))]),
  );
  const server = createServer((request, response) => {
    const body = fonts.get((request.url ?? '').slice(1));
    response.writeHead(body ? 200 : 404, {
      'content-type': 'font/ttf',
      'cache-control': 'max-age=31536000',
      'access-control-allow-origin': '*',
    });
    response.end(body);
  });
  return new Promise<typeof server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function startChromiumPrinter() {
  const fontServer = await startFontServer();
  const fontOrigin = `http://127.0.0.1:${(fontServer.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const context = await browser.newContext();

  /** Loads `html` into `page` and prints it as A4. */
  const printOn = async (page: Page, html: string): Promise<Printed> => {
    await page.setContent(html, { waitUntil: 'load' });
    return printed(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  };

  return {
    fontOrigin,
    version: browser.version(),
    newPage: () => context.newPage(),
    printOn,
    /** One export as a print service does it: a new page, load, print, close. */
    async printOnNewPage(html: string): Promise<Printed> {
      const page = await context.newPage();
      try {
        return await printOn(page, html);
      } finally {
        await page.close();
      }
    },
    async close() {
      await browser.close();
      fontServer.close();
    },
  };
}
