import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

const REASONS = [
  { id: 'a1111111-1111-4111-8111-111111111111', label: 'Skills do not match', retired: false, applications: 2 },
  { id: 'b2222222-2222-4222-8222-222222222222', label: 'Other', retired: false, applications: 0 },
];

/** What the rest of the Team Management page reads. */
const teamPage = {
  'GET /api/team': () => json(200, []),
  'GET /api/team/two-factor-requirement': () => json(200, { required: false }),
  'GET /api/privacy/retention': () => json(200, { months: 24 }),
  'GET /api/rejection-reasons': () => json(200, REASONS),
};

describe('Rejection Reasons card (Team Management, decision 0078)', () => {
  it('renames, adds, reorders, retires and deletes; a reason in use cannot be deleted', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: testUser('admin'),
      handlers: {
        ...teamPage,
        'PUT /api/rejection-reasons': (init) => {
          const { reasons } = JSON.parse(String(init?.body)) as { reasons: Array<{ id?: string; label: string; retired: boolean }> };
          return json(
            200,
            reasons.map((r, i) => ({
              id: r.id ?? `c333333${i}-3333-4333-8333-333333333333`,
              label: r.label,
              retired: r.retired,
              applications: 0,
            })),
          );
        },
      },
    });
    const first = await screen.findByLabelText('Rejection reason 1');
    expect(first).toHaveValue('Skills do not match');
    expect(screen.getByRole('button', { name: 'Skills do not match is in use: retire it instead' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete Other' }));
    await user.click(screen.getByRole('button', { name: 'Add reason' }));
    await user.type(screen.getByLabelText('Rejection reason 2'), 'No work permit');
    await user.click(screen.getByRole('button', { name: 'Move No work permit up' }));
    await user.clear(screen.getByLabelText('Rejection reason 2'));
    await user.type(screen.getByLabelText('Rejection reason 2'), 'Skills do not fit');
    const rows = screen.getAllByRole('checkbox', { name: 'Retired' });
    await user.click(rows[1]);
    await user.click(screen.getByRole('button', { name: 'Save Reasons' }));
    expect(await within(toastRegion()).findByText('Rejection Reasons Updated')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PUT /api/rejection-reasons')[0];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      reasons: [
        { label: 'No work permit', retired: false },
        { id: REASONS[0].id, label: 'Skills do not fit', retired: true },
      ],
    });
  });

  it("shows the server's refusal", async () => {
    const { user } = renderApp({
      route: '/crm/team',
      user: testUser('admin'),
      handlers: {
        ...teamPage,
        'PUT /api/rejection-reasons': () =>
          json(409, { code: 'CONFLICT', message: '"Other" is the reason given for 1 application: retire it instead of deleting it.' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Other' }));
    await user.click(screen.getByRole('button', { name: 'Save Reasons' }));
    expect(await screen.findByText('"Other" is the reason given for 1 application: retire it instead of deleting it.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
