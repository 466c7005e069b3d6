import pg from 'pg';
import { describe, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabaseName } from '../../test/test-database-url';
import { backupFolder, roundTrip } from './backup.test-support';

// PostgreSQL's backup (pg_dump/pg_restore); the embedded database's is backup.embedded.test.ts.
const temp = backupFolder();

describe('backup and restore', () => {
  it.runIf(inject('postgresUrl'))(
    'round-trips a populated PostgreSQL database with pg_dump/pg_restore',
    async () => {
      const serverUrl = inject('postgresUrl')!;
      const name = `keel_backup_${process.pid}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      try {
        await roundTrip({ kind: 'postgres', url: withDatabaseName(serverUrl, name) }, temp);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
