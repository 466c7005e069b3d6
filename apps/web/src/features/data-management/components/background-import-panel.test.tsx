import type { BackgroundImport } from '@keel/shared/data-management';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const admin = testUser('admin');
const running: BackgroundImport = {
  id: '6f1c2a4e-8b1d-4c3a-9e2f-0a1b2c3d4e5f',
  fileName: 'million.csv',
  status: 'running',
  size: 100_000_000,
  bytesRead: 25_000_000,
  rows: 250_000,
  counts: { created: 240_000, updated: 10_000, skipped: 0 },
  header: ['email'],
  rejected: [],
  warnings: [],
  message: null,
  cancelRequested: false,
  createdAt: new Date().toISOString(),
};

describe('a background import (decision 0059)', { timeout: 20_000 }, () => {
  it('shows the progress the server reports (as after a reload) and cancels it', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/data-management',
      user: admin,
      handlers: {
        'GET /api/data-management/contacts/background-imports': () => json(200, { items: [running] }),
        [`POST /api/data-management/contacts/background-imports/${running.id}/cancel`]: () =>
          json(200, { ...running, cancelRequested: true }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Background import of million.csv: Importing' });
    expect(within(panel).getByRole('progressbar', { name: 'Background import progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(panel).toHaveTextContent('250,000 rows saved so far (240,000 new, 10,000 updated)');
    await user.click(within(panel).getByRole('button', { name: 'Cancel import' }));
    expect(callsTo(fetchMock, `POST /api/data-management/contacts/background-imports/${running.id}/cancel`)).toHaveLength(1);
  });
});
