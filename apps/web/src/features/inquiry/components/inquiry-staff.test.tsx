import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, testUser } from '../../../test/render-app';

const contactId = 'cccccccc-0000-4000-8000-000000000001';
const leadId = 'dddddddd-0000-4000-8000-000000000002';

// Decision 0025: staff who open 'Add New Contact' stay in the workspace; visitors keep the public page.
describe('the New Inquiry form for staff and for visitors', { timeout: 30_000 }, () => {
  it('frames the form in the workspace for a signed-in user, worded for staff, with the public form and its sections', async () => {
    renderApp({ route: '/crm/inquiry', user: testUser('sales_rep') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Contact' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get a Consultation' })).toBeNull();
    expect(screen.getByRole('form', { name: 'New Inquiry' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the contact's details as they gave them to you/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This lead will be added to the New Inquiry stage');
    expect(document.title).toMatch(/Add New Contact/);
  });

  it('keeps the public page for an anonymous visitor: marketing header and footer, no workspace', async () => {
    renderApp({ route: '/crm/inquiry' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Inquiry' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).toBeNull();
    expect(screen.getByText(/A senior consultant will review it/)).toBeInTheDocument();
  });

  it('submits for staff and offers the new contact and lead on the success page, besides the visitor’s texts', async () => {
    const { user, router } = renderApp({
      route: '/crm/inquiry',
      user: testUser('sales_rep'),
      handlers: { 'POST /api/inquiries': () => json(201, { leadName: 'Dana Scully', dealName: 'Dana Scully Inquiry', contactId, leadId }) },
    });
    await user.type(await screen.findByLabelText(/^First Name/, undefined, { timeout: 5000 }), 'Dana');
    await user.type(screen.getByLabelText(/^Last Name/), 'Scully');
    await user.type(screen.getByLabelText(/^Primary Email/), 'dana@fbi.example');
    await user.type(screen.getByLabelText(/^Tell us about your project or needs/), 'Archive.');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/inquiry-success');
    expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Open the contact' })).toHaveAttribute('href', `/crm/contacts/${contactId}`);
    expect(within(main).getByRole('link', { name: 'Open the lead' })).toHaveAttribute('href', `/crm/funnel?lead=${leadId}`);
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a visitor the public success page only: thanks and Back to Home, no record links', async () => {
    renderApp({ route: { pathname: '/crm/inquiry-success', state: { leadName: 'Dana Scully', contactId, leadId } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Open the contact' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the lead' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});
