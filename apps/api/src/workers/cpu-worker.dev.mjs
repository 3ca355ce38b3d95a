// Development and tests run the worker from TypeScript source: load it through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./cpu-worker.ts', import.meta.url);
