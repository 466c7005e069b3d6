import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './test/crash-helpers';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';

// The embedded half of multi-instance.test.ts: in the embedded subset (decision 0042), so it runs
// once, on PGlite, also when the rest of the suite runs on PostgreSQL.
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

async function launch(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  return server;
}

describe('one embedded database, one process', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = migratedDataDir('keel-two-');
    const first = await launch({ DATA_DIR: dataDir, DEMO_MODE: 'false' });
    await waitUntilHealthy(first);
    const second = await launch({ DATA_DIR: dataDir, DEMO_MODE: 'false' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Keel process');
    // The first one is unharmed.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'keel.lock'))).toBe(false);
  }, 180_000);
});
