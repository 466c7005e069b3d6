import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@keel/shared/demo';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { type ServerProcess, startServer, waitUntilHealthy } from './server-process';

/**
 * A new data dir whose embedded database is already migrated (a copy of global-setup's), for a
 * spawned server: what an existing installation's start does, without initdb and every migration
 * at each test file's first start. A test about a first start on an empty directory uses mkdtemp.
 */
export function migratedDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const seeded = inject('migratedDataDir');
  if (seeded) fs.cpSync(seeded, dir, { recursive: true });
  return dir;
}

/** A real server on an embedded data dir, healthy, with the demo admin signed in. */
export async function startEmbeddedServer(dataDir: string): Promise<{ server: ServerProcess; cookie: string }> {
  const server = await startServer({ DATA_DIR: dataDir, DEMO_MODE: 'true' });
  await waitUntilHealthy(server, 180_000);
  const res = await fetch(`${server.baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return {
    server,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

export interface KillMidRequest {
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** How much of the body is sent before the kill (all of it: kill while the server writes). */
  sendBytes: number;
  /** Waited for after sending, before SIGKILL (e.g. until an earlier part is visibly stored). */
  beforeKill?: () => Promise<void>;
  chunkBytes?: number;
}

/**
 * Streams a request body to the server in small chunks with pauses (a slow client), then
 * SIGKILLs the server at the chosen point. Resolves once the process is dead. Usable for any
 * upload: a logo batch, a CSV import.
 */
export async function killMidRequest(server: ServerProcess, options: KillMidRequest): Promise<void> {
  const { chunkBytes = 64 * 1024 } = options;
  const sendBytes = Math.min(options.sendBytes, options.body.length);
  const request = http.request(`${server.baseUrl}${options.path}`, {
    method: options.method,
    headers: { ...options.headers, origin: server.baseUrl, 'content-length': String(options.body.length) },
  });
  request.on('error', () => undefined); // the server dies under it
  for (let sent = 0; sent < sendBytes; sent += chunkBytes) {
    const chunk = options.body.subarray(sent, Math.min(sent + chunkBytes, sendBytes));
    await new Promise<void>((resolve, reject) => request.write(chunk, (error) => (error ? reject(error) : resolve())));
    await new Promise((r) => setTimeout(r, 5));
  }
  await options.beforeKill?.();
  server.child.kill('SIGKILL');
  await server.exited;
  request.destroy();
}

/** multipart/form-data with files, built by hand so it can be cut anywhere. */
export function multipartFiles(boundary: string, files: Array<{ field: string; name: string; type: string; bytes: Buffer }>): Buffer {
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

/** Opens a stopped server's data dir directly, to inspect what it committed. */
export async function openDataDir(dataDir: string): Promise<DatabaseHandle> {
  if (!fs.existsSync(dataDir)) throw new Error(`no data dir at ${dataDir}`);
  return openDatabase({ kind: 'embedded', dataDir });
}
