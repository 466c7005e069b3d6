import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@keel/shared/demo';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts a real Keel server process for a benchmark (`node [nodeArgs] --import tsx src/server.ts`
 * on 127.0.0.1:port, demo mode, warnings only) and waits until /api/health answers.
 */
export async function startBenchServer(port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_MODE: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start within 2 minutes');
}

/** SIGTERM (a graceful stop: in-flight requests finish) and wait for the exit; a no-op when already stopped. */
export async function stopBenchServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Signs a demo user in through the API; returns the session cookie header. */
export async function signInAs(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
