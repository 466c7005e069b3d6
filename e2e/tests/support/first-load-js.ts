import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { firstLoadJsBudgetKb } from '../../../apps/web/build/js-budget';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/dist');

/** The budget of decision 0106 in bytes (KEEL_JS_BUDGET_KB sets another, to see the checks fail). */
export const FIRST_LOAD_JS_BUDGET_BYTES = firstLoadJsBudgetKb() * 1024;

/** The gzip -9 size of the built scripts a page requested (paths relative to the build, assets/x.js), summed. */
export function gzippedBytes(scripts: string[]): number {
  return [...new Set(scripts)].reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}
