import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../db/data-dir-lock';
import { openDatabase, PGLITE_EXTENSIONS } from '../../db/database';
import { JOB_ENGINE_SCHEMA } from '../../db/migrations/0018_mail_outbox';

const run = promisify(execFile);

export type BackupSource = { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };

/** Default file name: keel-{kind}-{UTC timestamp}.{tar.gz|dump}. */
export function defaultBackupFile(source: BackupSource, dir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(dir, `keel-${source.kind}-${stamp}.${source.kind === 'embedded' ? 'tar.gz' : 'dump'}`);
}

/**
 * Writes a consistent backup. Embedded: the whole PGlite data directory as a gzipped tarball,
 * taken under the directory's lock (so Keel must be stopped). PostgreSQL: pg_dump's custom format,
 * which reads one snapshot while Keel keeps running.
 */
export async function backup(source: BackupSource, file: string): Promise<{ file: string; bytes: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (source.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${source.url}`]);
  } else {
    const database = await openDatabase({ kind: 'embedded', dataDir: source.dataDir });
    try {
      const tarball = await database.pglite!.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  return { file, bytes: fs.statSync(file).size };
}

/**
 * Brings a backup back. Embedded: the current database directory is kept aside as
 * `pglite.before-restore-{timestamp}` (nothing is deleted), then the backup is unpacked in its place.
 * PostgreSQL: pg_restore's script run by psql in one transaction, replacing Keel's objects. The job
 * engine's schema is dropped whole first: pg_restore --clean would drop the primary keys of its
 * partitions one by one, which PostgreSQL refuses ('cannot drop inherited constraint').
 */
export async function restore(source: BackupSource, file: string): Promise<{ keptAside?: string }> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}.`);
  if (source.kind === 'postgres') {
    await restorePostgres(source.url, file);
    return {};
  }
  const unlock = lockDataDir(source.dataDir);
  try {
    const current = path.join(source.dataDir, 'pglite');
    let keptAside: string | undefined;
    if (fs.existsSync(current)) {
      keptAside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(current, keptAside);
    }
    const pglite = await PGlite.create(current, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await pglite.query('select 1');
    await pglite.close();
    return { keptAside };
  } finally {
    unlock();
  }
}

/** pg_restore writes the script, psql runs it after dropping the job engine's schema, all in one transaction. */
async function restorePostgres(url: string, file: string): Promise<void> {
  const script = spawn('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  const exited = (child: ReturnType<typeof spawn>, name: string) =>
    new Promise<void>((resolve, reject) => {
      child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${errors.join('').trim()}`))));
    });
  const done = Promise.all([exited(script, 'pg_restore'), exited(psql, 'psql')]);
  psql.stdin!.write(`DROP SCHEMA IF EXISTS ${JOB_ENGINE_SCHEMA} CASCADE;\n`);
  script.stdout!.pipe(psql.stdin!);
  await done;
}
