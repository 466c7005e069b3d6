import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../test/images';
import { applicantBody } from '../../test/recruitment';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UNREADABLE_UPLOAD } from './upload';

// Found by the bad-input fuzz (src/fuzz): a multipart body without a boundary, or cut off
// mid-part, was a 500 ("Multipart: Boundary not found", "Unexpected end of multipart data").
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole('admin')).cookie;
});
afterAll(() => t.close());

const BOUNDARY = 'regressionBoundary';
const filePart = (field: string, name: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
const fieldPart = (field: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const send = (url: string, payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  t.request({ method: 'POST', url, cookie: admin, headers: { 'content-type': contentType }, payload });
const count = async (table: 'client_logos' | 'stored_files' | 'applicants' | 'audit_log') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  logos: await count('client_logos'),
  files: await count('stored_files'),
  applicants: await count('applicants'),
  audit: await count('audit_log'),
});

describe('broken multipart bodies', () => {
  it('answers a multipart body without a boundary with 400 on every upload route', async () => {
    const before = await counts();
    for (const url of ['/api/client-logos', '/api/profile/avatar', '/api/applicants']) {
      const res = await send(url, Buffer.concat([filePart('files', 'a.png', PNG_1PX), end]), 'multipart/form-data');
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'BAD_REQUEST', message: UNREADABLE_UPLOAD });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a body cut off in its first file with 400 and stores nothing', async () => {
    const before = await counts();
    const whole = Buffer.concat([
      fieldPart('data', JSON.stringify(applicantBody())),
      filePart('resume', 'cv.pdf', Buffer.from('%PDF-1.4 a resume')),
      end,
    ]);
    for (const [url, body] of [
      ['/api/client-logos', Buffer.concat([filePart('files', 'a.png', PNG_1PX), end])],
      ['/api/profile/avatar', Buffer.concat([filePart('avatar', 'a.png', PNG_1PX), end])],
      ['/api/applicants', whole],
    ] as const) {
      const res = await send(url, body.subarray(0, body.length - 30));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('BAD_REQUEST');
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps the logos that arrived whole before the cut, and reports the rest as not received', async () => {
    const before = await counts();
    const body = Buffer.concat([filePart('files', 'whole.png', PNG_1PX), filePart('files', 'cut.png', PNG_1PX), end]);
    const res = await send('/api/client-logos', body.subarray(0, body.length - 40));
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ ok: true, fileName: 'whole.png' });
    expect(results[1]).toMatchObject({ ok: false, message: UNREADABLE_UPLOAD });
    expect(await counts()).toMatchObject({ logos: before.logos + 1, files: before.files + 1 });
  });

  it('refuses a NUL in the logo names and strips control characters from file names', async () => {
    const nul = await send(
      '/api/client-logos',
      Buffer.concat([fieldPart('names', JSON.stringify(['a\u0000b'])), filePart('files', 'a.png', PNG_1PX), end]),
    );
    expect(nul.statusCode).toBe(400);
    const named = await send('/api/client-logos', Buffer.concat([filePart('files', 'ac\u0000me\u0007.png', PNG_1PX), end]));
    expect(named.statusCode).toBe(200);
    expect(named.json().results[0]).toMatchObject({
      ok: true,
      fileName: 'acme.png',
      logo: { name: expect.not.stringContaining('\u0000') },
    });
  });
});
