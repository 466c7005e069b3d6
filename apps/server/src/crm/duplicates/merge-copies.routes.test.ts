import { describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';

/** A merge leaves no stale copy of the merged-away contact's name or e-mail (decision 0053's rule, for contacts). */
const ctx = appWithEveryRole();
const db = () => ctx.t.database.db;

describe('merging two contacts', () => {
  it('renames the merged-away contact on its deals, in search and in notifications', async () => {
    const [keep, other] = await db()
      .insertInto('contacts')
      .values([
        { first_name: 'Thomas', last_name: 'Whitaker', email: 'thomas@whitaker.test' },
        { first_name: 'Tom', last_name: 'Whitaker', email: 'tom@whitaker.test' },
      ])
      .returning(['id', 'version'])
      .execute();
    const stage = (await db().selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow()).id;
    const [inquiry, untouched] = await db()
      .insertInto('deals')
      .values([
        // As a public inquiry copies its contact onto the deal.
        {
          stage_id: stage,
          name: 'Tom Whitaker Inquiry',
          contact_ids: [other.id],
          first_name: 'Tom',
          last_name: 'Whitaker',
          email: 'tom@whitaker.test',
        },
        { stage_id: stage, name: 'Harbor portal', contact_ids: [other.id], first_name: 'Someone', last_name: 'Else', email: 'else@x.test' },
      ])
      .returning('id')
      .execute();
    await db()
      .insertInto('notifications')
      .values({ recipient_id: ctx.as.user.user.id, kind: 'mention', record_type: 'contact', record_id: other.id, subject: 'Tom Whitaker' })
      .execute();

    const res = await ctx.t.request({
      method: 'POST',
      url: '/api/duplicates/contacts/merge',
      cookie: ctx.as.admin.cookie,
      payload: { survivorId: keep.id, otherId: other.id, survivorVersion: keep.version, otherVersion: other.version, fromOther: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toMatchObject({ deals: 2, dealsRenamed: 1, notifications: 1 });

    const deal = await db().selectFrom('deals').selectAll().where('id', '=', inquiry.id).executeTakeFirstOrThrow();
    expect(deal).toMatchObject({
      name: 'Thomas Whitaker Inquiry',
      first_name: 'Thomas',
      last_name: 'Whitaker',
      email: 'thomas@whitaker.test',
    });
    expect(deal.contact_ids).toEqual([keep.id]);
    // A deal whose contact person is someone else keeps it.
    expect(await db().selectFrom('deals').select(['first_name', 'name']).where('id', '=', untouched.id).executeTakeFirstOrThrow()).toEqual({
      first_name: 'Someone',
      name: 'Harbor portal',
    });

    const lead = await ctx.t.request({ method: 'GET', url: `/api/funnel/leads/${inquiry.id}`, cookie: ctx.as.sales_rep.cookie });
    expect(lead.json()).toMatchObject({ firstName: 'Thomas', contacts: [{ id: keep.id, name: 'Thomas Whitaker' }] });

    const search = await ctx.t.request({ method: 'GET', url: '/api/search?q=Tom%20Whitaker', cookie: ctx.as.sales_rep.cookie });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json().groups)).not.toContain('Tom');
    const survivor = await ctx.t.request({ method: 'GET', url: '/api/search?q=Thomas%20Whitaker', cookie: ctx.as.sales_rep.cookie });
    expect(JSON.stringify(survivor.json().groups)).toContain('Thomas Whitaker Inquiry');

    const [note] = await db()
      .selectFrom('notifications')
      .select(['record_id', 'subject'])
      .where('recipient_id', '=', ctx.as.user.user.id)
      .execute();
    expect(note).toEqual({ record_id: keep.id, subject: 'Thomas Whitaker' });
  });
});
