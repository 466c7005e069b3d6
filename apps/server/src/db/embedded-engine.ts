import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What backups and live updates ask of the embedded engine besides SQL. PGlite itself has this shape. */
export interface EmbeddedEngine {
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob | File>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** PGlite on its own thread behind a Unix socket (pglite-server.worker.mjs, decision 0094). */
export interface EngineThread extends EmbeddedEngine {
  /** The folder holding the socket: node-postgres's `host`, with port 5432. */
  socketDir: string;
  /** False once the thread has died (PGlite crashed): the database no longer answers. */
  alive(): boolean;
  close(): Promise<void>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** Starts PGlite on `pgliteDir` in a worker thread and resolves once it accepts connections. */
export async function startEngineThread(pgliteDir: string): Promise<EngineThread> {
  // Unix socket paths are limited to about 100 bytes: a short folder of its own under the temp dir.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-db-'));
  // execArgv: [] starts the thread without the parent's TypeScript loader (the worker is plain JavaScript).
  const worker = new Worker(new URL('./pglite-server.worker.mjs', import.meta.url), {
    execArgv: [],
    workerData: { dataDir: pgliteDir, socketPath: path.join(socketDir, '.s.PGSQL.5432') },
  });
  let alive = true;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();

  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  const fail = (error: Error) => {
    alive = false;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on(
      'message',
      (message: { ready?: boolean; error?: string; id?: number; value?: unknown; notification?: { channel: string; payload: string } }) => {
        if (message.notification) {
          for (const listener of listeners.get(message.notification.channel) ?? []) listener(message.notification.payload);
        } else if (message.id !== undefined) {
          const p = pending.get(message.id);
          pending.delete(message.id);
          if (message.error !== undefined) p?.reject(new Error(message.error));
          else p?.resolve(message.value);
        } else if (message.ready) resolve();
        else reject(new Error(`The embedded database did not open: ${message.error}`));
      },
    );
    worker.on('error', (error) => {
      fail(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      fail(new Error(`The embedded database's thread ended (code ${code}).`));
      reject(new Error(`The embedded database's thread ended (code ${code}).`));
    });
  });

  const call = (op: string, args: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      if (!alive) return reject(new Error("The embedded database's thread has ended."));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, ...args });
    });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }

  return {
    socketDir,
    alive: () => alive,
    async dumpDataDir(compression = 'auto') {
      const bytes = (await call('dump', { compression })) as ArrayBuffer;
      return new Blob([bytes]);
    },
    async listen(channel, callback) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call('listen', { channel });
      }
      set.add(callback);
      return async () => {
        set.delete(callback);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (alive) await call('unlisten', { channel });
        }
      };
    },
    async close() {
      try {
        if (alive) await call('close');
      } finally {
        alive = false;
        await worker.terminate();
        removeSocketDir();
      }
    },
  };
}
