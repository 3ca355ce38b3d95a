/** V8's sampling profile (the inspector's Profiler.stop answer), the parts the summary reads. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/** Where a script's code comes from: its npm package, our workspace, or V8 and Node themselves. */
function origin(url: string): string {
  if (!url) return '(V8: GC, compiler, builtins)';
  const packages = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (packages) return (packages.at(-1) as string).replace('node_modules/', '');
  const workspace = /\/(packages|apps)\/([^/]+)\//.exec(url);
  return workspace ? `${workspace[1]}/${workspace[2]}` : url;
}

function ranked(totals: Map<string, number>, count: number, allMs: number, runs: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => {
      const share = `${((100 * ms) / allMs).toFixed(1)}%`.padStart(6);
      return `${share} ${(ms / runs).toFixed(2).padStart(6)} ms/render  ${name}`;
    })
    .join('\n');
}

/** Self time summed by origin (package) and by function, largest first, per render. */
export function selfTimeSummary(profile: CpuProfile, runs: number, functions = 40): string {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let allMs = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!frame) return;
    const from = origin(frame.url);
    const name = `${frame.functionName || '(anonymous)'}  ${from}:${frame.lineNumber + 1}`;
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    allMs += ms;
  });
  return `${ranked(byOrigin, 20, allMs, runs)}\n\n${ranked(byFunction, functions, allMs, runs)}`;
}
