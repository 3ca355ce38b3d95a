/**
 * Where a warm export's time goes: renders person n's two-page resume ("classic", watermark) as
 * the render worker does, WARMUP times unprofiled, then RUNS times under V8's sampling profiler,
 * and prints self time by package and by function. Run with the render worker's heap flags:
 * NODE_ENV=production node --max-semi-space-size=32 --no-allocation-site-pretenuring \
 *   --import tsx bench/render/profile-render.ts [runs] [profile.cpuprofile to keep]
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { completeResume } from '@resume/core/testing';
import { type CpuProfile, selfTimeSummary } from './profile-summary';
import { resumeVariant } from './variants';

process.env.NODE_ENV ??= 'production';
const { renderResumePdf } = await import('@resume/templates');
const fullResume = completeResume();
const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = 40;

const render = (n: number) =>
  renderResumePdf(resumeVariant(fullResume, n), { template: 'classic', watermark: true });
for (let n = 1; n <= WARMUP; n += 1) await render(n);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const start = performance.now();
const cpuStart = process.cpuUsage();
for (let n = WARMUP + 1; n <= WARMUP + RUNS; n += 1) await render(n);
const cpu = process.cpuUsage(cpuStart);
const wallMs = performance.now() - start;
const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
session.disconnect();

console.log(
  `${RUNS} renders: ${(wallMs / RUNS).toFixed(1)} ms wall, ` +
    `${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(1)} ms CPU each (profiler on)\n`,
);
console.log(selfTimeSummary(profile, RUNS));
if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify(profile));
