import { describe, expect, it } from 'vitest';
import type { ResolvedSkill, Skill } from '@keel/shared/skills';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

const resolve = async (text: string) =>
  (await call('GET', `/api/skills/resolve?text=${encodeURIComponent(text)}`, app.as.user.cookie)).json<ResolvedSkill>().skill?.name ?? null;

describe('the skills graph', () => {
  it('is read by every signed-in member and edited by admins only (no session 401, other roles 403)', async () => {
    const { as } = app;
    expect((await call('GET', '/api/skills')).statusCode).toBe(401);
    expect((await call('GET', '/api/skills/resolve?text=React')).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter', 'admin'] as const) {
      expect((await call('GET', '/api/skills', as[role].cookie)).statusCode, role).toBe(200);
      expect((await call('GET', '/api/skills/resolve?text=React', as[role].cookie)).statusCode, role).toBe(200);
    }
    const created = await call('POST', '/api/skills', as.admin.cookie, { name: 'Matrix Skill', synonyms: [] });
    expect(created.statusCode).toBe(201);
    const id = created.json<Skill>().skill_id;
    for (const [method, url, body] of [
      ['POST', '/api/skills', { name: 'Other Matrix Skill' }],
      ['PUT', `/api/skills/${id}`, { name: 'Matrix Skill', synonyms: ['MS'] }],
      ['DELETE', `/api/skills/${id}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} without a session`).toBe(401);
      for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
        const res = await call(method, url, as[role].cookie, body);
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect((await call('DELETE', `/api/skills/${id}`, as.admin.cookie)).statusCode).toBe(204);
  });

  it('starts with common consulting skills, and a synonym resolves to its skill whatever its case and punctuation', async () => {
    const all = (await call('GET', '/api/skills', app.as.user.cookie)).json<Skill[]>();
    expect(all.find((s) => s.name === 'React')?.synonyms).toEqual(['React.js']);
    expect(all.map((s) => s.name)).toEqual(expect.arrayContaining(['TypeScript', 'Java', 'AWS', 'Kubernetes', 'C#', 'C++']));
    expect(await resolve('React.js')).toBe('React');
    expect(await resolve('  react JS ')).toBe('React');
    expect(await resolve('REACTJS')).toBe('React');
    expect(await resolve('react')).toBe('React');
    expect(await resolve('k8s')).toBe('Kubernetes');
    expect(await resolve('c#')).toBe('C#');
    expect(await resolve('C++')).toBe('C++');
    expect(await resolve('C')).toBeNull();
    expect(await resolve('Cobol on punch cards')).toBeNull();
  });

  it('refuses a synonym that is another skill’s name or synonym (409) or reads like its own skill’s (400), and keeps the list as it was', async () => {
    const cookie = app.as.admin.cookie;
    const taken = await call('POST', '/api/skills', cookie, { name: 'Frontend Frameworks', synonyms: ['react-js'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: '“react-js” is already a name or synonym of the skill React.' });
    const name = await call('POST', '/api/skills', cookie, { name: 'typescript' });
    expect(name.statusCode).toBe(409);
    const same = await call('POST', '/api/skills', cookie, { name: 'Svelte', synonyms: ['SvelteKit', 'svelte kit'] });
    expect(same.statusCode).toBe(400);
    expect(same.body).toContain('“SvelteKit” and “svelte kit” read the same; keep one.');
    expect((await call('POST', '/api/skills', cookie, { name: '...' })).statusCode).toBe(400);
    expect(await resolve('Frontend Frameworks')).toBeNull();
    expect(await resolve('Svelte')).toBeNull();
  });

  it('lets an admin add, rename and delete a skill; the synonyms follow and each change is audited', async () => {
    const cookie = app.as.admin.cookie;
    const created = (await call('POST', '/api/skills', cookie, { name: 'Elixir', synonyms: ['Phoenix'] })).json<Skill>();
    expect(created).toMatchObject({ name: 'Elixir', synonyms: ['Phoenix'], consultants: 0 });
    expect(await resolve('phoenix')).toBe('Elixir');
    const saved = await call('PUT', `/api/skills/${created.skill_id}`, cookie, {
      name: 'Elixir',
      synonyms: ['Phoenix LiveView', 'Erlang VM'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Skill>().synonyms).toEqual(['Erlang VM', 'Phoenix LiveView']);
    expect(await resolve('phoenix')).toBeNull();
    expect(await resolve('phoenix liveview')).toBe('Elixir');
    // A skill may keep its own terms on a save; another's stays refused.
    expect((await call('PUT', `/api/skills/${created.skill_id}`, cookie, { name: 'ELIXIR', synonyms: ['Node'] })).statusCode).toBe(409);
    expect((await call('PUT', '/api/skills/00000000-0000-4000-8000-000000000000', cookie, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/skills/${created.skill_id}`, cookie)).statusCode).toBe(204);
    expect(await resolve('Elixir')).toBeNull();
    expect((await auditEntries(app.t, 'SKILL_SAVED')).length).toBeGreaterThanOrEqual(2);
    expect((await auditEntries(app.t, 'SKILL_DELETED')).length).toBeGreaterThanOrEqual(1);
  });
});
