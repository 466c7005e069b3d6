import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInputsHash } from '../../../tools/build-inputs.mjs';

// npm start reuses the last build while its inputs are unchanged (decision 0079).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-build-inputs-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

describe('the build inputs hash', () => {
  it('changes with a source, a shared module, a new file or the lockfile, and not with tests, output or installed packages', () => {
    write('apps/web/src/main.tsx', 'render()');
    write('apps/server/src/server.ts', 'listen()');
    write('packages/shared/src/paths.ts', 'export {}');
    write('package-lock.json', '{}');
    const first = buildInputsHash(root);
    expect(buildInputsHash(root)).toBe(first);

    write('apps/server/src/server.test.ts', 'it()');
    write('apps/web/src/test/render-app.tsx', 'helper()');
    write('apps/web/dist/index.html', '<html>');
    write('apps/server/dist/server.js', 'compiled');
    write('apps/web/node_modules/x/index.js', 'x');
    expect(buildInputsHash(root)).toBe(first);

    for (const [file, text] of [
      ['apps/server/src/server.ts', 'listen(3000)'],
      ['packages/shared/src/paths.ts', 'export const a = 1'],
      ['apps/web/src/new-page.tsx', 'page()'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ]) {
      const before = buildInputsHash(root);
      write(file, text);
      expect(buildInputsHash(root), file).not.toBe(before);
    }
  });
});
