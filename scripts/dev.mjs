#!/usr/bin/env node
// `npm run dev`: the api with tsx watch and the web app with Vite's hot reload, side by side.
// Open http://localhost:5173; Vite proxies /api, /healthz, /readyz and /dev to the api.
import { spawn } from 'node:child_process';

const API_PORT = process.env.API_PORT ?? '8080';
const children = [
  ['api', ['run', 'dev', '-w', '@resume/api'], { PORT: API_PORT }],
  ['web', ['run', 'dev', '-w', '@resume/web'], { API_PORT }],
].map(([name, args, env]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
