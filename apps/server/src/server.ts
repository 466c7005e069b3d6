import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { beginEmbeddedOpening } from './db/embedded-opening';

// Since the process began (performance's time origin): Node's start and this first chunk's modules.
const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  // PGlite loads and opens the data dir on its thread while this one loads the app (decision 0107):
  // the app's modules come in a chunk of their own, imported only now.
  const opening = config.DATABASE_URL ? undefined : beginEmbeddedOpening(config.DATA_DIR);
  const importing = performance.now();
  const { prepare } = await import('./start');
  const appModulesMs = Math.round(performance.now() - importing);
  const { app, database } = await prepare(config, opening);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      address,
      database: database.kind,
      demoMode: config.DEMO_MODE,
      firstLineMs: Math.round(startedAt),
      appModulesMs,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Keel is running at http://localhost:${config.PORT}`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Keel failed to start:', error);
  }
  process.exit(1);
});
