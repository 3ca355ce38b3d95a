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

export type ProcStat = { pid: number; ppid: number; cpuTicks: number };

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

/** Every process descended from `rootPid` (not it), leaving out `except` and the processes under it. */
export function descendants(rootPid: number, except?: number): ProcStat[] {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => readStat(pid) ?? []);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const found: ProcStat[] = [];
  const pending = [...(children.get(rootPid) ?? [])];
  while (pending.length > 0) {
    const stat = pending.pop() as ProcStat;
    if (stat.pid === except) continue;
    found.push(stat);
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return found;
}

/**
 * CPU milliseconds used so far by every process descended from `rootPid` (not by it), leaving out
 * the processes under `except` (another contender's process, say).
 */
export function descendantsCpuMs(rootPid: number, except?: number): number {
  try {
    const ticks = descendants(rootPid, except).reduce((sum, stat) => sum + stat.cpuTicks, 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** CPU milliseconds used so far by one process, all its threads included (a server, say). */
export function processCpuMs(pid: number): number {
  const stat = readStat(String(pid));
  return stat ? (stat.cpuTicks * 1000) / TICKS_PER_SECOND : Number.NaN;
}

/** CPU milliseconds used so far by this process, all its threads included. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
