// npm run typecheck: the four TypeScript projects checked side by side (decision 0042), instead of
// one after another. Each project's output is printed whole when it ends; the exit code is 1 if any
// project fails. TYPECHECK_JOBS caps how many run at once (default: all four).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const PROJECTS = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || PROJECTS.length);

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    const passed = [];
    while (queue.length > 0) passed.push(await check(queue.shift()));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
