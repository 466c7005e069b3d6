// npm start: runs `npm run build` only when the build inputs (tools/build-inputs.mjs) changed since
// the last build, or its output is missing; otherwise the last build is started as it is, without
// the minute the build takes on a small machine (decision 0079). `--record`, at the end of
// `npm run build`, notes the inputs that build was made from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsHash } from './build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'apps/server/dist/.build-inputs');
const OUTPUTS = ['apps/server/dist/server.js', 'apps/web/dist/app-shell.html'];

const hash = buildInputsHash(root);
if (process.argv.includes('--record')) {
  fs.writeFileSync(STAMP, hash);
  process.exit(0);
}
const built =
  fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash && OUTPUTS.every((file) => fs.existsSync(path.join(root, file)));
if (built) {
  console.log('The last build is up to date with the sources, so it is used as it is (npm run build rebuilds it).');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
