// Bundles the api into dist/: server.js and the CPU pool's cpu-worker.js. Workspace packages
// (@resume/*) are TypeScript sources, so they are bundled in; every third-party dependency, the
// api's and those of the workspace packages it uses, stays an ordinary import from node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const workspaces = ['../../../packages/core', '../../../packages/parser', '../../../packages/templates'];
const dependencyNames = [manifest('../package.json'), ...workspaces.map((w) => manifest(`${w}/package.json`))]
  .flatMap((m) => Object.keys(m.dependencies ?? {}))
  .filter((name) => !name.startsWith('@resume/'));
// react is the templates' peer: one copy, shared with @react-pdf/renderer.
const external = [...new Set([...dependencyNames, 'react'])].flatMap((name) => [name, `${name}/*`]);

// Chunk names carry a content hash: without a clean start, old chunks would pile up in dist/.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: { server: 'src/server.ts', 'cpu-worker': 'src/workers/cpu-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // A file the code imports with `await import()` becomes its own chunk, so the SDKs it imports
  // (Stripe, the model SDKs, nodemailer, ioredis) load only when the configuration asks for them.
  splitting: true,
  jsx: 'automatic',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js, apps/api/dist/cpu-worker.js');
