import { defineProject } from 'vitest/config';

// Browser journeys against the production build served by the api (run `npm run build` first;
// `npm test` does). One file at a time: each drives its own Chromium on a 2-core machine.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['support/server-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A person waits seconds, not one, for a page to come or a redirect to land; on a busy 2-core
    // machine a first visit's start-up takes longer than expect.poll's default second.
    expect: { poll: { timeout: 10_000 } },
  },
});
