// node tools/side-by-side.mjs <npm script> …: runs the named npm scripts at the same time and prints
// each one's output whole when it ends, with its time. The exit code is 1 if any of them failed.
// The static checks are CPU-bound but none keeps both cores busy on its own (ESLint used 52 CPU-s in
// 35 s, Prettier 31 CPU-s in 21 s on this two-core machine), so side by side they end sooner than
// one after another (decision 0096).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/side-by-side.mjs <npm script> [<npm script> …]');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`npm run ${script}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(scripts.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
