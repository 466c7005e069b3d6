import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { formWith, JPEG_1PX, PNG_1PX, pngOfSize, SVG_LOGO } from '../../test/images';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';

let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const stored = async () =>
  (await t.database.db.selectFrom('stored_files').select('path').where('bucket', '=', 'client-logos').execute()).map((f) => f.path);
const logos = async () => t.database.db.selectFrom('client_logos').selectAll().orderBy('created_at').execute();
const upload = (cookie: string | undefined, form: FormData) =>
  t.request({ method: 'POST', url: '/api/client-logos', cookie, payload: form });

describe('POST /api/client-logos', () => {
  it('is for admins only; refused uploads store nothing', async () => {
    const form = () => formWith([{ field: 'files', name: 'a.png', bytes: PNG_1PX }]);
    expect((await upload(undefined, form())).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter'] as const) expect((await upload(as[role].cookie, form())).statusCode).toBe(403);
    expect(await stored()).toEqual([]);
    expect(await logos()).toEqual([]);
  });

  it("asks for files when there are none ('Please select files to upload.')", async () => {
    const res = await upload(as.admin.cookie, formWith([], { names: '[]' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select files to upload.');
  });

  it('stores each good file with its record and reports each file on its own', async () => {
    const form = formWith(
      [
        { field: 'files', name: 'acme logo.png', bytes: PNG_1PX },
        { field: 'files', name: 'globex mark.svg', bytes: SVG_LOGO },
        { field: 'files', name: 'virus.png', bytes: Buffer.from('MZ\x90\x00 not an image') },
        { field: 'files', name: 'huge.png', bytes: pngOfSize(5 * 1024 * 1024 + 1) },
        { field: 'files', name: 'photo.jpg', bytes: JPEG_1PX },
      ],
      { names: JSON.stringify(['Acme Corp', null, 'Bad', 'Huge', '']) },
    );
    const res = await upload(as.admin.cookie, form);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { fileName: string; ok: boolean }) => [r.fileName, r.ok])).toEqual([
      ['acme logo.png', true],
      ['globex mark.svg', true],
      ['virus.png', false],
      ['huge.png', false],
      ['photo.jpg', true],
    ]);
    expect(results[0].logo).toMatchObject({ name: 'Acme Corp', sizeBytes: PNG_1PX.length });
    expect(results[0].logo.imageUrl).toMatch(/^public\/\d+-acme_logo\.png$/);
    expect(results[1].logo).toMatchObject({ name: 'globex mark' });
    expect(results[1].logo.imageUrl).toMatch(/^public\/\d+-globex_mark\.svg$/);
    expect(results[4].logo.name).toBe('photo');
    expect(results[2]).toMatchObject({ stage: 'upload', message: 'Only JPEG, PNG, GIF, SVG and WEBP images can be uploaded.' });
    expect(results[3]).toMatchObject({ stage: 'upload', message: 'Logos must be at most 5 MB.' });
    expect((await stored()).sort()).toEqual(
      results
        .filter((r: { ok: boolean }) => r.ok)
        .map((r: { logo: { imageUrl: string } }) => r.logo.imageUrl)
        .sort(),
    );
    expect(await auditEntries(t, 'LOGO_UPLOADED')).toHaveLength(3);
    const list = await t.request({ method: 'GET', url: '/api/client-logos' });
    expect(list.json()).toHaveLength(3);
    const svg = await t.request({ method: 'GET', url: results[1].logo.url });
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it('leaves no file behind when the record cannot be written', async () => {
    const db = t.database.db;
    const before = await stored();
    await sql`create function keel_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
      db,
    );
    await sql`create trigger keel_test_refuse before insert on client_logos for each row execute function keel_test_refuse()`.execute(db);
    try {
      const res = await upload(as.admin.cookie, formWith([{ field: 'files', name: 'doomed.png', bytes: PNG_1PX }]));
      expect(res.json().results).toEqual([
        { ok: false, fileName: 'doomed.png', stage: 'database', message: 'The logo could not be saved; its file was not kept.' },
      ]);
    } finally {
      await sql`drop trigger keel_test_refuse on client_logos`.execute(db);
      await sql`drop function keel_test_refuse()`.execute(db);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('DELETE /api/client-logos/:id', () => {
  it('is for admins only', async () => {
    const [logo] = await logos();
    expect((await t.request({ method: 'DELETE', url: `/api/client-logos/${logo.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/client-logos/${logo.id}`, cookie: as.recruiter.cookie })).statusCode).toBe(403);
    expect((await logos()).map((l) => l.id)).toContain(logo.id);
  });

  it('removes the record and its file together, with a LOGO_DELETED entry; then 404', async () => {
    const [logo] = await logos();
    const res = await t.request({ method: 'DELETE', url: `/api/client-logos/${logo.id}`, cookie: as.admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fileRemoved: true });
    expect((await logos()).map((l) => l.id)).not.toContain(logo.id);
    expect(await stored()).not.toContain(logo.image_url);
    const [entry] = await auditEntries(t, 'LOGO_DELETED');
    expect(entry).toMatchObject({ entity_id: logo.id, details: { name: logo.name, fileRemoved: true } });
    expect((await t.request({ method: 'DELETE', url: `/api/client-logos/${logo.id}`, cookie: as.admin.cookie })).statusCode).toBe(404);
  });

  it('reports a record whose file was already gone', async () => {
    const [logo] = await logos();
    await t.database.db.deleteFrom('stored_files').where('path', '=', logo.image_url).execute();
    const res = await t.request({ method: 'DELETE', url: `/api/client-logos/${logo.id}`, cookie: as.admin.cookie });
    expect(res.json()).toEqual({ fileRemoved: false });
  });
});
