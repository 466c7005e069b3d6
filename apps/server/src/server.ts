import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepare } from './start';

// Since the process began (performance's time origin): how long Node and loading the modules took.
const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  const { app, database } = await prepare(config);

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
      modulesLoadedMs: Math.round(startedAt),
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
