import { createRequire } from 'node:module';
import { FACES, FONT_FAMILIES, type FontFileId, fontFileId, fontFileSpecifier } from './faces';

/**
 * Font sources for Node (server export, tests, benchmarks): absolute paths that fontkit reads
 * from disk. Chosen over files.browser.ts by the `#font-files` import condition in package.json.
 */
const require = createRequire(import.meta.url);

const paths = new Map<FontFileId, string>(
  FONT_FAMILIES.flatMap((family) =>
    FACES.map(
      (face) => [fontFileId(family, face.dir), require.resolve(fontFileSpecifier(family, face.dir))] as const,
    ),
  ),
);

export function resolveFontFile(id: FontFileId): string {
  const path = paths.get(id);
  if (!path) throw new Error(`No font file ${id}`);
  return path;
}
