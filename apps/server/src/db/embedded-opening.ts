import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { type EngineThread, startEngineThread } from './embedded-engine';

/** A data dir locked for this process, with PGlite starting on its thread (or started). */
export interface EmbeddedOpening {
  engine: Promise<EngineThread>;
  unlock(): void;
}

/**
 * Locks the data dir and starts PGlite on its thread without waiting for it. The server calls this
 * first thing, so PGlite loads its WebAssembly and opens the data dir while the main thread loads
 * the app's modules (decision 0107); openDatabase awaits it. Throws DataDirLockedError at once
 * when another process holds the dir. Only node: modules here: the server's first chunk loads it.
 */
export function beginEmbeddedOpening(dataDir: string): EmbeddedOpening {
  const unlock = lockDataDir(dataDir);
  const engine = startEngineThread(path.join(dataDir, 'pglite'));
  // Awaited by openDatabase, which reports a failure; none may end the process as unhandled before then.
  engine.catch(() => undefined);
  return { engine, unlock };
}
