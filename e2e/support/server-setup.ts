import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/** Starts the built product once for the whole e2e run, on a free port with its own data. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
