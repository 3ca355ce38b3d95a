export type MergeResult<T> = {
  merged: T;
  /** Paths (`summary`, `experience.0.company`) that both sides changed differently; ours was kept. */
  conflicts: string[];
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Documents here are plain JSON (they travel as JSON), so a JSON round trip is a full copy. */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

function mergeValue(
  base: unknown,
  ours: unknown,
  theirs: unknown,
  path: string,
  conflicts: string[],
): unknown {
  if (deepEqual(ours, theirs)) return ours;
  if (deepEqual(base, ours)) return theirs;
  if (deepEqual(base, theirs)) return ours;
  if (isObject(base) && isObject(ours) && isObject(theirs)) {
    const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
    const merged: Record<string, unknown> = {};
    for (const key of keys) {
      const value = mergeValue(base[key], ours[key], theirs[key], path ? `${path}.${key}` : key, conflicts);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (
    Array.isArray(base) &&
    Array.isArray(ours) &&
    Array.isArray(theirs) &&
    base.length === ours.length &&
    ours.length === theirs.length
  ) {
    return ours.map((item, i) => mergeValue(base[i], item, theirs[i], `${path}.${i}`, conflicts));
  }
  conflicts.push(path);
  return ours;
}

/**
 * Merges two edits of the same document made from a common base: a change on one side only is
 * taken from that side, so neither side's edits are lost. Where both changed the same value
 * differently, ours is kept and the path is reported, so the person can choose.
 */
export function threeWayMerge<T>(base: T, ours: T, theirs: T): MergeResult<T> {
  const conflicts: string[] = [];
  const merged = mergeValue(base, ours, theirs, '', conflicts) as T;
  return { merged, conflicts };
}

/** Replaces the value at each path in `target` with the one in `source`. */
export function takeAtPaths<T>(target: T, source: T, paths: string[]): T {
  const copy = cloneJson(target) as unknown as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split('.');
    let to: Record<string, unknown> = copy;
    let from: unknown = source;
    for (const key of keys.slice(0, -1)) {
      to = to[key] as Record<string, unknown>;
      from = (from as Record<string, unknown>)[key];
    }
    const last = keys.at(-1)!;
    to[last] = cloneJson((from as Record<string, unknown>)[last]);
  }
  return copy as T;
}
