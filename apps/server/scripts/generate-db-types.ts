/** `npm run db:types`: migrates a fresh in-memory PGlite and writes src/db/types.generated.ts (decision 0044). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { introspect, renderTypes } from '../src/db/type-generator';

const GENERATED_FILE = fileURLToPath(new URL('../src/db/types.generated.ts', import.meta.url));

const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const database = await openDatabase({ kind: 'pglite', pglite });
try {
  await migrateToLatest(database.db);
  const text = renderTypes(await introspect((query) => pglite.query(query)));
  const before = fs.existsSync(GENERATED_FILE) ? fs.readFileSync(GENERATED_FILE, 'utf8') : '';
  fs.writeFileSync(GENERATED_FILE, text);
  console.log(`${path.relative(process.cwd(), GENERATED_FILE)} ${before === text ? 'is up to date' : 'written'}`);
} finally {
  await database.close();
}
