import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent, in milliseconds, as opposed to wall time: on a shared two-core machine wall
 * time mostly measures the neighbours, while CPU time is the work a renderer really costs.
 * Linux only (reads /proc); elsewhere the helpers report NaN.
 */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

type ProcStat = { pid: number; ppid: number; cpuTicks: number };

function readStat(pid: string): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, and cutime, cstime: the time of children already ended (closed pages).
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      cpuTicks: (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0),
    };
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/**
 * CPU milliseconds used so far by every process descended from `rootPid` (not by it), leaving out
 * the processes under `except` (another contender's process, say).
 */
export function descendantsCpuMs(rootPid: number, except?: number): number {
  let stats: ProcStat[];
  try {
    stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((pid) => readStat(pid) ?? []);
  } catch {
    return Number.NaN;
  }
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let ticks = 0;
  const pending = [...(children.get(rootPid) ?? [])];
  while (pending.length > 0) {
    const stat = pending.pop() as ProcStat;
    if (stat.pid === except) continue;
    ticks += stat.cpuTicks;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds used so far by this process, all its threads included. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
