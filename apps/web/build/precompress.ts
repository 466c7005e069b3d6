import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(html|js|css|svg|txt|xml|json)$/;
/** Below this, compression saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) next to every text file of the build, once, so the
 * server (@fastify/static preCompressed) sends compressed pages and scripts without compressing on
 * each request. Returns the gzipped size of each file, relative to `dir`.
 */
export async function precompress(dir: string): Promise<Map<string, number>> {
  const gzipped = new Map<string, number>();
  for await (const file of files(dir)) {
    const bytes = await fs.readFile(file);
    const gz = await gzip(bytes, { level: 9 });
    gzipped.set(path.relative(dir, file), gz.length);
    if (bytes.length < MIN_BYTES) continue;
    const br = await brotli(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  }
  return gzipped;
}
