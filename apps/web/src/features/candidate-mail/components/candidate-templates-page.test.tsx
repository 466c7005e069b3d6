import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateTemplate } from '@keel/shared/candidate-mail';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const template = (key: string, name: string, builtIn = true): CandidateTemplate => ({
  key,
  name,
  subject: `${name} subject`,
  body: `${name} body {{firstName}}`,
  builtIn,
  updatedAt: '2026-11-24T00:00:00.000Z',
});
const list = [
  template('acknowledgement', 'Application received'),
  template('rejection', 'Rejection'),
  template('interview-invitation', 'Interview invitation'),
  template('custom-1', 'Offer', false),
];
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const findToast = async (title: string) => (await within(toastRegion()).findByText(title)).closest('li')!;

describe('E-mail Templates page', () => {
  it('edits a built-in (no delete offered) and refuses an unknown placeholder before sending anything', async () => {
    const { user, fetchMock } = renderApp({
      route: '/recruitment/email-templates',
      user: testUser('recruiter'),
      handlers: {
        'GET /api/candidate-mail/templates': () => json(200, { templates: list }),
        'PUT /api/candidate-mail/templates/rejection': (init) =>
          json(200, { ...template('rejection', 'Rejection'), ...JSON.parse(String(init?.body)) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Rejection/ }));
    const form = screen.getByRole('form', { name: 'Edit Rejection' });
    expect(within(form).queryByRole('button', { name: 'Delete Template' })).not.toBeInTheDocument();
    const body = within(form).getByLabelText('Message *');
    await user.clear(body);
    await user.type(body, 'Dear {{{{first_name}}');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Validation Error')).toHaveTextContent('Unknown placeholder: {{first_name}}.');
    expect(within(form).getByLabelText('Message *')).toHaveAccessibleDescription(/Unknown placeholder: \{\{first_name\}\}/);
    expect(callsTo(fetchMock, 'PUT /api/candidate-mail/templates/rejection')).toHaveLength(0);

    await user.clear(body);
    await user.type(body, 'Dear {{{{firstName}}');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Template Updated')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT /api/candidate-mail/templates/rejection');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      name: 'Rejection',
      subject: 'Rejection subject',
      body: 'Dear {{firstName}}',
    });
  });

  it('deletes one of the firm’s own templates after confirmation', async () => {
    const { user, fetchMock } = renderApp({
      route: '/recruitment/email-templates',
      user: testUser('admin'),
      handlers: {
        'GET /api/candidate-mail/templates': () => json(200, { templates: list }),
        'DELETE /api/candidate-mail/templates/custom-1': () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Offer' }));
    await user.click(screen.getByRole('button', { name: 'Delete Template' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Template Deleted')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/candidate-mail/templates/custom-1')).toHaveLength(1));
  });
});
