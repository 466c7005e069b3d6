import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sniffContentType } from './content-type';
import { putFile } from './files.repository';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n%fake but typed\n');

describe('content sniffing', () => {
  it('recognises files by their bytes, not their names', () => {
    expect(sniffContentType(PNG)).toBe('image/png');
    expect(sniffContentType(PDF)).toBe('application/pdf');
    expect(sniffContentType(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(
      'image/svg+xml',
    );
    expect(sniffContentType(Buffer.from('MZ\x90\x00\x03 this is a windows executable'))).toBeNull();
    expect(sniffContentType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
  });
});

describe('/files', () => {
  let t: TestApp;
  let recruiter: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp();
    await putFile(t.database.db, { bucket: 'client-logos', path: 'public/1-acme.png', contentType: 'image/png', bytes: PNG });
    await putFile(t.database.db, {
      bucket: 'client-logos',
      path: 'public/2-evil.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg><script>alert(1)</script></svg>'),
    });
    await putFile(t.database.db, { bucket: 'resumes', path: 'resumes/a_1.pdf', contentType: 'application/pdf', bytes: PDF });
    recruiter = (await t.userWithRole('recruiter')).cookie;
    user = (await t.userWithRole('user')).cookie;
  });
  afterAll(() => t.close());

  it('serves public logos to anyone, cached for a year', async () => {
    const res = await t.request({ method: 'GET', url: '/files/client-logos/public/1-acme.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves an SVG inside a sandbox that forbids script', async () => {
    const res = await t.request({ method: 'GET', url: '/files/client-logos/public/2-evil.svg' });
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('serves resumes only to recruiters and admins', async () => {
    const url = '/files/resumes/resumes/a_1.pdf';
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, cookie: user })).statusCode).toBe(403);
    const ok = await t.request({ method: 'GET', url, cookie: recruiter });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses unknown buckets, missing files and path tricks', async () => {
    const secrets = await t.request({ method: 'GET', url: '/files/secrets/x.png' });
    expect(secrets.statusCode, secrets.body).toBe(400);
    expect((await t.request({ method: 'GET', url: '/files/client-logos/public/none.png' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/files/client-logos/public/../../resumes/a_1.pdf' })).statusCode).not.toBe(200);
    const dotDot = await t.request({ method: 'GET', url: '/files/client-logos/public/%2e%2e/x.png' });
    expect([400, 404]).toContain(dotDot.statusCode);
  });
});
