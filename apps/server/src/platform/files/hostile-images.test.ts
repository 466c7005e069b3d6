import { describe, expect, it } from 'vitest';
import { formWith, pngDeclaring } from '../../test/images';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();

// Logos and avatars are recognised by their first bytes and stored as sent: the server never decodes
// an image nor reads its dimensions or metadata. A PNG declaring 100 000 × 100 000 pixels (40 GB
// decoded) stays a few kB on the server; this guards that no decoder is added without limits.
describe('images with hostile dimensions', () => {
  const hostile = pngDeclaring(100_000, 100_000);

  it('stores and serves such a client logo as the bytes sent, and stays up', async () => {
    const res = await app.t.request({
      method: 'POST',
      url: '/api/client-logos',
      cookie: app.as.admin.cookie,
      payload: formWith([{ field: 'files', name: 'huge.png', bytes: hostile }], { names: '["Huge"]' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = res.json().results;
    expect(result).toMatchObject({ ok: true, logo: { name: 'Huge', sizeBytes: hostile.length } });
    const served = await app.t.request({ method: 'GET', url: `/files/client-logos/${result.logo.imageUrl}` });
    expect(served.rawPayload.equals(hostile)).toBe(true);
    expect((await app.t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('stores such an avatar as the bytes sent, and stays up', async () => {
    const res = await app.t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie: app.as.user.cookie,
      payload: formWith([{ field: 'avatar', name: 'me.png', bytes: hostile }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = await app.t.request({ method: 'GET', url: `/files/avatars/${res.json().user.avatarUrl}` });
    expect(served.rawPayload.equals(hostile)).toBe(true);
    expect((await app.t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
