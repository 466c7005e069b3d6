import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const region = () => screen.getByRole('region', { name: /notifications/i });
const sentBody = (fetchMock: Parameters<typeof callsTo>[0]) =>
  JSON.parse(String((callsTo(fetchMock, 'POST /api/inquiries')[0][1] as RequestInit).body));

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^First Name/), 'Dana');
  await user.type(screen.getByLabelText(/^Last Name/), 'Scully');
  await user.type(screen.getByLabelText(/^Primary Email/), 'dana@fbi.example');
  await user.type(screen.getByLabelText(/^Tell us about your project or needs/), 'Modernize our case archive.');
}

// Typing into a long form is slow in a busy run.
describe('New Inquiry form', { timeout: 30_000 }, () => {
  it('has the six sections of docs/product/public-site.md#new-inquiry', async () => {
    renderApp({ route: '/crm/inquiry' });
    await screen.findByRole('heading', { level: 1, name: 'New Inquiry' });
    const form = screen.getByRole('form', { name: 'New Inquiry' });
    const groups = within(form)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual([
      'Contact Information',
      'Company & Role',
      'Inquiry Details',
      'Address Information',
      'Social & Other',
      'Message / Requirements',
    ]);
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Estimated Project Value (USD)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Work Email')).toHaveAttribute('type', 'email');
  });

  it('requires First Name, Last Name, Primary Email and the project description', async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/inquiry' });
    await user.click(await screen.findByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Primary Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Tell us about your project or needs is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/inquiries')).toHaveLength(0);
  });

  it('submits, thanks the visitor by first name and deal name, and goes to the success page', async () => {
    const { user, fetchMock, router } = renderApp({
      route: { pathname: '/crm/inquiry', state: { stage: 'Closed Won' } },
      handlers: { 'POST /api/inquiries': () => json(201, { leadName: 'Dana Scully', dealName: 'X Files Inquiry' }) },
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company'), 'X Files');
    await user.type(screen.getByLabelText('Estimated Project Value (USD)'), '25000');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.selectOptions(screen.getByLabelText('Service of Interest'), 'Data Analytics');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const toast = await within(region()).findByText('Inquiry Submitted!');
    expect(toast.closest('li')).toHaveTextContent('Thank you, Dana! Your inquiry for "X Files Inquiry" has been received.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/inquiry-success');
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({
      firstName: 'Dana',
      company: 'X Files',
      projectValue: 25000,
      priority: 'High',
      serviceInterest: 'Data Analytics',
      country: 'USA',
    });
    // A visitor's navigation state does not choose the funnel column.
    expect(body).not.toHaveProperty('stage');
  });

  it('sends the stage passed in navigation state for a signed-in user and says where the lead goes', async () => {
    const { user, fetchMock } = renderApp({
      user: testUser('sales_rep'),
      route: { pathname: '/crm/inquiry', state: { stage: 'Contacted' } },
      handlers: { 'POST /api/inquiries': () => json(201, { leadName: 'Dana Scully', dealName: 'Dana Scully Inquiry' }) },
    });
    expect(await screen.findByRole('note')).toHaveTextContent('This lead will be added to the Contacted stage');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/inquiries')).toHaveLength(1));
    expect(sentBody(fetchMock).stage).toBe('Contacted');
  });

  it.each([
    ['deal', { code: 'INTERNAL', message: 'Could not save deal details.' }, 500, 'Error Creating Deal', 'Could not save deal details.'],
    [
      'contact',
      { code: 'INTERNAL', message: 'Could not save contact details.' },
      500,
      'Error Creating Contact',
      'Could not save contact details.',
    ],
  ])('shows the documented error when the %s cannot be saved, and keeps the form', async (_step, body, status, title, description) => {
    const { user } = renderApp({ route: '/crm/inquiry', handlers: { 'POST /api/inquiries': () => json(status, body) } });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const toast = await within(region()).findByText(title);
    expect(toast.closest('li')).toHaveTextContent(description);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Dana');
  });

  it('shows the server’s field errors next to the fields', async () => {
    const { user } = renderApp({
      route: '/crm/inquiry',
      handlers: {
        'POST /api/inquiries': () =>
          json(400, { code: 'VALIDATION_ERROR', message: 'email: taken', fields: { company: 'Company must be at most 200 characters.' } }),
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Company must be at most 200 characters.')).toBeInTheDocument();
    expect(await within(region()).findByText('Error Creating Contact')).toBeInTheDocument();
  });
});
