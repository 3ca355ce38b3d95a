import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; browsers downloaded by test tools do not run on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, sandbox-free (CI runs as root), and quiet on the network: without the background
 * flags Chromium keeps dialling out, and this machine's closed network refuses it.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Chromium for the browser tests and the benchmarks alike. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
