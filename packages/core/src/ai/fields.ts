import type { ResumeData } from '../schemas/resume';

/**
 * Text fields of a resume addressed by dotted path (`summary`, `experience.0.achievements.2`,
 * `extras.projects.1.description`): the same paths the analysis uses for its findings. Only the
 * fields a person writes in sentences can be improved; names, dates and contacts cannot.
 */
const IMPROVABLE = [
  /^summary$/,
  /^experience\.\d+\.achievements\.\d+$/,
  /^experience\.\d+\.company_description$/,
  /^extras\.projects\.\d+\.description$/,
];

export const isImprovableField = (path: string): boolean => IMPROVABLE.some((re) => re.test(path));

const segments = (path: string): (string | number)[] =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The text at `path`, or undefined when the path names nothing (or not a string). */
export function readTextField(data: ResumeData, path: string): string | undefined {
  let node: unknown = data;
  for (const key of segments(path)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A copy of `data` with the text at `path` replaced; `data` itself is unchanged. */
export function withTextField(data: ResumeData, path: string, value: string): ResumeData {
  if (readTextField(data, path) === undefined) throw new Error(`No text field at ${path}`);
  return replaceAt(data, segments(path), value) as ResumeData;
}

/** Copies only the objects and arrays on the way to the changed field. */
function replaceAt(node: unknown, keys: (string | number)[], value: string): unknown {
  const [key, ...rest] = keys as [string | number, ...(string | number)[]];
  const next =
    rest.length === 0 ? value : replaceAt((node as Record<string | number, unknown>)[key], rest, value);
  if (Array.isArray(node)) return node.map((item, i) => (i === key ? next : item));
  return { ...(node as object), [key]: next };
}
