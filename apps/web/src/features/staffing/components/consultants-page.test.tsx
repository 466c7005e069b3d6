import type { ConsultantListPage } from '@keel/shared/consultants';
import type { Skill } from '@keel/shared/skills';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const REACT = 'a1111111-1111-4111-8111-111111111111';
const SKILLS: Skill[] = [{ skill_id: REACT, name: 'React', synonyms: ['React.js'], consultants: 1 }];
const PAGE: ConsultantListPage = {
  items: [
    {
      consultant_id: 'c3333333-3333-4333-8333-333333333333',
      full_name: 'Grace Hopper',
      title: 'Frontend lead',
      engagement: 'contractor',
      city: 'Lisbon',
      country: 'PT',
      skills: [{ skill_id: REACT, name: 'React', level: 4, years: 6 }],
      updated_at: '2026-11-27T10:00:00.000Z',
    },
  ],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 50,
};

describe('the Consultants list (decision 0087)', () => {
  it('lists consultants with their skills and asks the server to filter by a skill and sort', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/consultants',
      user: testUser('user'),
      handlers: { 'GET /api/consultants': () => json(200, PAGE), 'GET /api/skills': () => json(200, SKILLS) },
    });
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/crm/consultants/c3333333-3333-4333-8333-333333333333',
    );
    expect(screen.getByRole('list', { name: 'Skills of Grace Hopper' })).toHaveTextContent('React L4');
    // A plain user may read but not add.
    expect(screen.queryByRole('link', { name: /Add Consultant/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Filter by skill'), REACT);
    await user.selectOptions(screen.getByLabelText('Sort consultants'), 'updated_at:desc');
    await vi.waitFor(() => {
      const urls = callsTo(fetchMock, 'GET /api/consultants').map(([input]) => new URL(String(input), 'http://localhost').searchParams);
      expect(urls.some((p) => p.get('skill') === REACT && p.get('sort') === 'updated_at' && p.get('dir') === 'desc')).toBe(true);
    });
  });

  it('offers Add Consultant to recruiters', async () => {
    renderApp({
      route: '/crm/consultants',
      user: testUser('recruiter'),
      handlers: { 'GET /api/consultants': () => json(200, PAGE), 'GET /api/skills': () => json(200, SKILLS) },
    });
    expect(await screen.findByRole('link', { name: /Add Consultant/ })).toHaveAttribute('href', '/crm/consultants/new');
  });
});
