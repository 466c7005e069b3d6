import { describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { apply, candidate, insertJob } from '../../test/careers';

// Three applications from one address: within the public forms' default limit.
const app = appWithEveryRole();
const send = async (fields: Record<string, string>) => apply(app.t, await insertJob(app.t), candidate(fields));
const stored = (email: string) =>
  app.t.database.db.selectFrom('applicants').select(['first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();

describe('names typed on the careers form', () => {
  it('keep right-to-left letters and emoji as typed', async () => {
    expect((await send({ email: 'rtl@example.com', first_name: 'עִבְרִית 😀', last_name: 'العربية' })).statusCode).toBe(200);
    expect(await stored('rtl@example.com')).toEqual({ first_name: 'עִבְרִית 😀', last_name: 'العربية' });
  });

  it('lose direction overrides (which would reverse what follows a name on every page) and turn line breaks into spaces', async () => {
    const res = await send({ email: 'override@example.com', first_name: 'Jane \u202ederiH', last_name: 'Doe\u2066\u2069\r\nSecond line' });
    expect(res.statusCode).toBe(200);
    expect(await stored('override@example.com')).toEqual({ first_name: 'Jane deriH', last_name: 'Doe Second line' });
    expect(res.body).toContain('Thank you, Jane deriH!');
  });

  it('still requires a name that is only an override', async () => {
    const res = await send({ email: 'only-override@example.com', first_name: '\u202e' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('First name is required');
  });
});
