import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACES, FONT_FAMILIES, fontFileId, fontFileSpecifier } from '../src/fonts/faces';
import { resolveFontFile } from '../src/fonts/files.node';

const everyFace = FONT_FAMILIES.flatMap((family) => FACES.map((face) => ({ family, dir: face.dir })));

describe('font files', () => {
  it('resolve to TTF files on disk in Node', () => {
    for (const { family, dir } of everyFace) {
      const path = resolveFontFile(fontFileId(family, dir));
      expect(path).toMatch(/\.ttf$/);
      expect(existsSync(path)).toBe(true);
    }
  });

  it('are all imported, by the same names, for browsers', () => {
    // The browser list must be literal imports for bundlers; this keeps it in step with faces.ts.
    const source = readFileSync(new URL('../src/fonts/files.browser.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/from '(@expo-google-fonts\/[^']+\.ttf)'/g)].map((m) => m[1]);
    const keyed = [...source.matchAll(/^ {2}'([^']+)': /gm)].map((m) => m[1]);
    expect(imported.sort()).toEqual(
      everyFace.map(({ family, dir }) => fontFileSpecifier(family, dir)).sort(),
    );
    expect(keyed.sort()).toEqual(everyFace.map(({ family, dir }) => fontFileId(family, dir)).sort());
  });
});
