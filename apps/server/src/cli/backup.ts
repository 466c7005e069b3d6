import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup, type BackupSource, defaultBackupFile, restore } from '../platform/backup/backup.service';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- --file FILE`, on the database Keel is
 * configured for (DATABASE_URL, else the embedded one in DATA_DIR, which Keel must not be using).
 */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({ args: rest, options: { out: { type: 'string' }, file: { type: 'string' } } });
  const config = loadConfig();
  const source: BackupSource = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'embedded', dataDir: config.DATA_DIR };
  const cwd = process.env.INIT_CWD ?? process.cwd();
  if (command === 'backup') {
    const file = values.out ? path.resolve(cwd, values.out) : defaultBackupFile(source, path.resolve(cwd, 'backups'));
    const result = await backup(source, file);
    console.log(`Backup written to ${result.file} (${(result.bytes / 1024).toFixed(1)} KB).`);
  } else if (command === 'restore') {
    if (!values.file) throw new Error('Usage: npm run restore -- --file <backup file>');
    const result = await restore(source, path.resolve(cwd, values.file));
    console.log(`Restored ${values.file}.${result.keptAside ? ` The previous database was kept at ${result.keptAside}.` : ''}`);
  } else {
    throw new Error('Usage: backup.ts backup [--out FILE] | restore --file FILE');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
