import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The import fixtures: files written as other tools export them (packages/shared/src/import-files/fixtures, issue 25). */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/shared/src/import-files/fixtures');

export const importFixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));
