// The JavaScript a first-time visitor downloads to see the start page, measured in a real
// browser against the production build: every script the page loads, raw and gzipped.
// Usage: npm run bench:web   (builds first)
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/support/chromium';
import { startServer } from '../support/server';

const server = await startServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const scripts: { name: string; raw: number; gzip: number; sent: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body();
    const { responseBodySize } = await response.request().sizes();
    scripts.push({
      name: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      sent: responseBodySize,
    });
  });
  const started = Date.now();
  await page.goto(`${server.url}/start`);
  await page.getByRole('button', { name: /Start from scratch/ }).waitFor();
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.table(
    scripts.map((s) => ({ script: s.name, raw: kb(s.raw), gzip: kb(s.gzip), 'sent (brotli)': kb(s.sent) })),
  );
  const sum = (key: 'raw' | 'gzip' | 'sent') => kb(scripts.reduce((total, s) => total + s[key], 0));
  console.log(
    `First page (/start): ${scripts.length} scripts, ${sum('raw')} raw, ${sum('gzip')} gzip, ${sum('sent')} sent; interactive in ${readyMs} ms on localhost`,
  );
} finally {
  await browser.close();
  await server.stop();
}
