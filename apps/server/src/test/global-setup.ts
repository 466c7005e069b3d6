import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TEMPLATE_DB, withDatabaseName } from './test-database-url';
import { buildServer } from '../../../../tools/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data dir tarball (embedded runs). */
    pgliteTemplate: string | null;
    /** A Keel data dir (DATA_DIR) whose embedded database is migrated, for spawned servers to start from a copy (embedded runs). */
    migratedDataDir: string | null;
    /** PostgreSQL server URL, when the suite runs against PostgreSQL (TEST_DATABASE_URL). */
    postgresUrl: string | null;
    /** Name of this run's migrated template database on that server. */
    templateDb: string;
    /** The server compiled from this run's sources, which spawned test servers run (server-process.ts). */
    serverBundle: string;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it. The
 * 'server' project runs on PostgreSQL when TEST_DATABASE_URL is set; 'server-embedded' (the
 * embedded subset, decision 0042) always runs on PGlite.
 */
export default async function setup(project: TestProject) {
  // Spawned servers run the server compiled from these sources, as `npm start` does: starting one
  // under tsx cost about 3.5 s more CPU (decision 0075). One folder per project: both build at once.
  const bundleDir = path.resolve(import.meta.dirname, `../../.test-server-${project.name}`);
  project.provide('serverBundle', await buildServer(bundleDir));
  const postgresUrl = (project.name !== 'server-embedded' && process.env.TEST_DATABASE_URL) || null;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const template = await openDatabase({ kind: 'postgres', url: withDatabaseName(postgresUrl, TEMPLATE_DB) });
    await migrateToLatest(template.db);
    await template.close();
    project.provide('postgresUrl', postgresUrl);
    project.provide('templateDb', TEMPLATE_DB);
    project.provide('pgliteTemplate', null);
    project.provide('migratedDataDir', null);
    return async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await dropper.end();
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const template = await openDatabase({ kind: 'pglite', pglite });
  await migrateToLatest(template.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keel-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplate', file);
  // The same database on disk, as a server's data dir: a spawned server started on a copy skips
  // initdb and the migrations, about 11 of the 19 CPU-s a start on an empty data dir takes (decision 0096).
  const dataDir = path.join(path.dirname(file), 'data');
  fs.mkdirSync(dataDir);
  const onDisk = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  await onDisk.close();
  project.provide('migratedDataDir', dataDir);
  project.provide('postgresUrl', null);
  project.provide('templateDb', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
