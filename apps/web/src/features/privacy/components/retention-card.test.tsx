import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const findToast = async (title: string) => (await within(toastRegion()).findByText(title)).closest('li')!;

describe('Applicant Data Retention card (Team Management)', () => {
  it('shows the period, saves a new one and shows the server’s refusal by the field', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: testUser('admin'),
      handlers: {
        'GET /api/team': () => json(200, []),
        'GET /api/team/two-factor-requirement': () => json(200, { required: false }),
        'GET /api/privacy/retention': () => json(200, { months: 24 }),
        'PUT /api/privacy/retention': (init) => {
          const { months } = JSON.parse(String(init?.body)) as { months: number };
          return months > 120
            ? json(400, { code: 'VALIDATION_ERROR', message: 'months: At most 120 months.', fields: { months: 'At most 120 months.' } })
            : json(200, { months });
        },
      },
    });
    const field = await screen.findByLabelText('Retention period (months)');
    await vi.waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue(24);
    await user.clear(field);
    await user.type(field, '200');
    await user.click(within(field.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 120 months.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12');
    await user.click(within(field.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await findToast('Retention Period Saved')).toHaveTextContent('after 12 months');
    expect(callsTo(fetchMock, 'PUT /api/privacy/retention').map(([, init]) => JSON.parse(String((init as RequestInit).body)))).toEqual([
      { months: 200 },
      { months: 12 },
    ]);
  });
});
