import type { Skill } from '@keel/shared/skills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const SKILLS: Skill[] = [
  { skill_id: 'a1111111-1111-4111-8111-111111111111', name: 'React', synonyms: ['React.js'], consultants: 3 },
  { skill_id: 'b2222222-2222-4222-8222-222222222222', name: 'Rust', synonyms: [], consultants: 0 },
];

const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, key: string) =>
  JSON.parse(String((callsTo(fetchMock, key)[0][1] as RequestInit).body)) as unknown;

describe('the Skills page (admins, decision 0087)', () => {
  it('adds a skill with synonyms split on commas, and shows a synonym another skill holds as refused', async () => {
    let taken = true;
    const { user, fetchMock } = renderApp({
      route: '/crm/settings/skills',
      user: testUser('admin'),
      handlers: {
        'GET /api/skills': () => json(200, SKILLS),
        'POST /api/skills': () =>
          taken
            ? json(409, { code: 'CONFLICT', message: '“React.js” is already a name or synonym of the skill React.' })
            : json(201, { skill_id: 'c3333333-3333-4333-8333-333333333333', name: 'Svelte', synonyms: ['SvelteKit'], consultants: 0 }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Add a skill' });
    await user.type(within(form).getByLabelText('New skill'), 'Svelte');
    await user.type(within(form).getByLabelText(/Synonyms/), 'SvelteKit, React.js, ');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('“React.js” is already a name or synonym of the skill React.');
    expect(bodyOf(fetchMock, 'POST /api/skills')).toEqual({ name: 'Svelte', synonyms: ['SvelteKit', 'React.js'] });

    taken = false;
    await user.clear(within(form).getByLabelText(/Synonyms/));
    await user.type(within(form).getByLabelText(/Synonyms/), 'Svelte Kit, sveltekit');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    // Two synonyms that read the same are caught before sending.
    expect(await within(form).findByRole('alert')).toHaveTextContent('“Svelte Kit” and “sveltekit” read the same; keep one.');
    expect(callsTo(fetchMock, 'POST /api/skills')).toHaveLength(1);
  });

  it('edits a skill in its row; one consultants have cannot be deleted', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/settings/skills',
      user: testUser('admin'),
      handlers: {
        'GET /api/skills': () => json(200, SKILLS),
        [`PUT /api/skills/${SKILLS[1].skill_id}`]: () => json(200, { ...SKILLS[1], synonyms: ['Rust lang'] }),
      },
    });
    const react = await screen.findByRole('form', { name: 'Skill React' });
    expect(within(react).queryByRole('button', { name: 'Delete React' })).toBeNull();
    expect(react).toHaveTextContent('3 consultants');
    const rust = screen.getByRole('form', { name: 'Skill Rust' });
    expect(within(rust).getByRole('button', { name: 'Delete Rust' })).toBeEnabled();
    await user.type(within(rust).getByLabelText(/Synonyms/), 'Rust lang');
    await user.click(within(rust).getByRole('button', { name: 'Save Rust' }));
    expect(await screen.findAllByText('Skill Saved')).not.toHaveLength(0);
    expect(bodyOf(fetchMock, `PUT /api/skills/${SKILLS[1].skill_id}`)).toEqual({ name: 'Rust', synonyms: ['Rust lang'] });
  });

  it('is for admins only', async () => {
    const { router } = renderApp({
      route: '/crm/settings/skills',
      user: testUser('sales_rep'),
      handlers: { 'GET /api/skills': () => json(200, SKILLS) },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/crm/unauthorized'));
  });
});
