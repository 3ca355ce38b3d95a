import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/**
 * Starts the built product once for the whole e2e run, on a free port with its own data. Every
 * visitor comes from 127.0.0.1, so the guests' shared daily AI allowance is lifted (the api tests
 * check it).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ env: { RATE_LIMIT_GUEST_AI_PER_DAY: '1000000' } });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
