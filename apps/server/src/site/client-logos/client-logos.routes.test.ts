import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { putFile } from '../../platform/files/files.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/client-logos', () => {
  it('is an empty list when there are no logos', async () => {
    const res = await t.request({ method: 'GET', url: '/api/client-logos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists logos newest first with their public URL and size, to anyone', async () => {
    const db = t.database.db;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await putFile(db, { bucket: 'client-logos', path: 'public/1-old co.png', contentType: 'image/png', bytes: png });
    await db
      .insertInto('client_logos')
      .values({ name: 'Old Co', image_url: 'public/1-old co.png', created_at: new Date('2026-01-01') })
      .execute();
    await db
      .insertInto('client_logos')
      .values({ name: 'New Co', image_url: 'public/2-new.png', created_at: new Date('2026-06-01') })
      .execute();
    const logos = (await t.request({ method: 'GET', url: '/api/client-logos' })).json();
    expect(logos.map((l: { name: string }) => l.name)).toEqual(['New Co', 'Old Co']);
    expect(logos[1]).toMatchObject({ url: '/files/client-logos/public/1-old%20co.png', sizeBytes: png.length });
    expect(logos[0].sizeBytes).toBeNull();
  });
});
