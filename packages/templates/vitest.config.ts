import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'templates', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
