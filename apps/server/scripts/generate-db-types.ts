/** `npm run db:types`: migrates a fresh in-memory PGlite and writes src/db/types/generated/ (decision 0044). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { GENERATED_DIR, introspect, renderTypes } from '../src/db/type-generator';

const dir = fileURLToPath(new URL(`../src/db/${GENERATED_DIR}/`, import.meta.url));

const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const database = await openDatabase({ kind: 'pglite', pglite });
try {
  await migrateToLatest(database.db);
  const files = renderTypes(await introspect((query) => pglite.query(query)));
  fs.mkdirSync(dir, { recursive: true });
  // A group left with no table loses its file.
  for (const name of fs.readdirSync(dir)) if (!(name in files)) fs.rmSync(path.join(dir, name));
  let written = 0;
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
    written += 1;
  }
  console.log(`${path.relative(process.cwd(), dir)}: ${written === 0 ? 'up to date' : `${written} file(s) written`}`);
} finally {
  await database.close();
}
