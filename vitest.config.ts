import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` (scripts/test-all.mjs) picks projects by name.
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/parser', 'packages/templates', 'apps/api', 'apps/web', 'e2e'],
  },
});
