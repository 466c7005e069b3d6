import { describe, expect, it } from 'vitest';
import { STRAY_BRACES_MESSAGE } from '@keel/shared/candidate-mail';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();
const save = (payload: object) =>
  app.t.request({ method: 'POST', url: '/api/candidate-mail/templates', payload, cookie: app.as.recruiter.cookie });
const count = async () =>
  Number(
    (
      await app.t.database.db
        .selectFrom('candidate_mail_templates')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a template whose braces do not form placeholders', () => {
  it('is refused on save with a clear 400 (it would fill into a text no one can send), saving nothing', async () => {
    const before = await count();
    for (const [subject, body, field] of [
      ['Hello', 'Dear {{firstName {{lastName}} }},', 'body'],
      ['About {{jobTitle', 'Dear {{firstName}},', 'subject'],
      ['Hello', 'Dear firstName}},', 'body'],
    ] as const) {
      const res = await save({ name: 'Odd braces', subject, body });
      expect(res.statusCode, `${subject} / ${body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: STRAY_BRACES_MESSAGE } });
    }
    expect(await count()).toBe(before);
  });

  it('saves single braces and placeholders with spaces inside', async () => {
    const res = await save({ name: 'Fine braces', subject: 'Hello {{ firstName }}', body: 'Dear {{{firstName}}}, see {our} offer.' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
