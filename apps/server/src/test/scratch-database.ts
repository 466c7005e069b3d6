import pg from 'pg';
import { withDatabaseName } from './test-database-url';

/** Runs `run` with a fresh, empty PostgreSQL database of this name on the test server, dropped afterwards (whatever happens). */
export async function withScratchDatabase<T>(serverUrl: string, name: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return await run(withDatabaseName(serverUrl, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** Runs `run` with one connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, run: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}
