// What `npm run build` reads: the web app, the server's sources, the shared package and the tools
// and settings they are built with. A hash of their contents says whether the last build is still
// the build of this tree (tools/build-if-stale.mjs, decision 0079).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS = [
  'apps/web',
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared',
  'tools/build-server.mjs',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Folders that are build output or installed, and tests, which no build reads. */
const SKIPPED = /(^|\/)(node_modules|dist|coverage|\.test-server-[^/]*)$|\.test\.tsx?$|(^|\/)test\//;

function filesUnder(root, relative, found) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full) || SKIPPED.test(relative)) return found;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) filesUnder(root, `${relative}/${name}`, found);
  } else found.push(relative);
  return found;
}

/** A SHA-256 over the path and contents of every build input below `root`. */
export function buildInputsHash(root) {
  const hash = crypto.createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(root, input, []))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
