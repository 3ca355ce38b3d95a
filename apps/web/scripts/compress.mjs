// Writes .br and .gz copies of the built text assets, so the api serves them pre-compressed
// (@fastify/static `preCompressed`) instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(DIST)) {
  const body = await readFile(path);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets (br, gz)`);
