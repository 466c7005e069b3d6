// npm run typecheck: the four TypeScript projects checked by TypeScript 7's native compiler (decision
// 0096), one after another: it checks each project on several threads itself, so running projects
// side by side only adds contention on two cores. The editor, ESLint and the build keep TypeScript 5.9
// (package `typescript`); `typescript-native` is the same language checked by the Go port. Each
// project's output is printed whole when it ends; the exit code is 1 if any project fails.
// TYPECHECK_JOBS runs that many projects at once (default 1).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const PROJECTS = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];
// TypeScript 7's native compiler; its package exports no bin path, so it is found from its package.json.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || 1);

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
