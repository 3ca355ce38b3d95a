import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'parser', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
