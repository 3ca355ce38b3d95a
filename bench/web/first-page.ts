// The JavaScript a first-time visitor downloads to see the start page, measured in a real
// browser against the production build: every script the page loads, raw and gzipped, and which of
// them had arrived by the first contentful paint (what that paint can have waited for).
// Usage: npm run bench:web   (builds first)
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/support/chromium';
import { startServer } from '../support/server';
import { loadNote } from '../support/stats';

const server = await startServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const scripts: { name: string; raw: number; gzip: number; sent: number }[] = [];
  // Read while the page is open: a script still arriving (the render worker comes after the first
  // view) is counted, and its body is not asked for after the browser has closed.
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    const read = async () => {
      const body = await response.body();
      const { responseBodySize } = await response.request().sizes();
      scripts.push({
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: responseBodySize,
      });
    };
    reads.push(read());
  });
  const started = Date.now();
  await page.goto(`${server.url}/start`);
  await page.getByRole('button', { name: /Start from scratch/ }).waitFor();
  const readyMs = Date.now() - started;
  // The whole page: the gallery's pictures (the render worker's, fetched after the first view) too.
  await page
    .locator('[data-testid="template-thumbnail"][data-state="drawn"]')
    .first()
    .waitFor({ timeout: 60_000 });
  const pictureMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  const { firstPaint, arrived } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    // A resource entry's duration ends with its last byte (responseEnd).
    arrived: performance.getEntriesByType('resource').map((r) => ({
      name: new URL(r.name).pathname,
      at: r.startTime + r.duration,
    })),
  }));
  const beforePaint = new Set(arrived.filter((r) => r.at <= firstPaint).map((r) => r.name));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.table(
    scripts.map((s) => ({
      script: s.name,
      raw: kb(s.raw),
      gzip: kb(s.gzip),
      'sent (brotli)': kb(s.sent),
      'before first paint': beforePaint.has(s.name) ? 'yes' : '',
    })),
  );
  const total = (list: typeof scripts, key: 'raw' | 'gzip' | 'sent') =>
    kb(list.reduce((sum, s) => sum + s[key], 0));
  const early = scripts.filter((s) => beforePaint.has(s.name));
  console.log(
    `First page (/start): ${scripts.length} scripts, ${total(scripts, 'raw')} raw, ${total(scripts, 'gzip')} gzip, ${total(scripts, 'sent')} sent; interactive in ${readyMs} ms, first template picture in ${pictureMs} ms, on localhost; ${loadNote()}`,
  );
  console.log(
    `  by its first contentful paint (${firstPaint.toFixed(0)} ms): ${early.length} scripts, ${total(early, 'raw')} raw, ${total(early, 'gzip')} gzip`,
  );
} finally {
  await browser.close();
  await server.stop();
}
