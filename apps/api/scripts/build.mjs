// Bundles the api into dist/: server.js and the CPU pool's cpu-worker.js. Workspace packages
// (@resume/*) are TypeScript sources, so they are bundled in; every third-party dependency, the
// api's and those of the workspace packages it uses, stays an ordinary import from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const workspaces = ['../../../packages/core', '../../../packages/parser', '../../../packages/templates'];
const dependencyNames = [manifest('../package.json'), ...workspaces.map((w) => manifest(`${w}/package.json`))]
  .flatMap((m) => Object.keys(m.dependencies ?? {}))
  .filter((name) => !name.startsWith('@resume/'));
// react is the templates' peer: one copy, shared with @react-pdf/renderer.
const external = [...new Set([...dependencyNames, 'react'])].flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { server: 'src/server.ts', 'cpu-worker': 'src/workers/cpu-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  jsx: 'automatic',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js, apps/api/dist/cpu-worker.js');
