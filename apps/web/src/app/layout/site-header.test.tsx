import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, testUser } from '../../test/render-app';

const adminOnlyItems = ['Team Management', 'Data Management', 'Client Logos', 'Saved CRM Reports', 'Outbox', 'Duplicates'];
const everyoneItems = [
  'All Contacts',
  'Companies',
  'Sales Funnel',
  'My Tasks',
  'Dashboard',
  'Reporting Center',
  'Contact Messages',
  'Account Settings',
];

async function openMenu(user: ReturnType<typeof renderApp>['user'], name: string) {
  const trigger = await screen.findByRole('button', { name });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
}

function linkNames(panel: HTMLElement) {
  return within(panel)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('site header', () => {
  it("shows 'CRM Login' and no CRM menus when signed out", async () => {
    renderApp();
    expect(await screen.findByRole('link', { name: 'CRM Login' })).toHaveAttribute('href', '/crm/login');
    expect(screen.queryByRole('button', { name: 'CRM Tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recruitment' })).not.toBeInTheDocument();
  });

  it('shows a user the CRM Tools without admin items and no Recruitment menu', async () => {
    const { user } = renderApp({ user: testUser('user') });
    const panel = await openMenu(user, 'CRM Tools');
    expect(linkNames(panel)).toEqual(everyoneItems);
    expect(screen.queryByRole('button', { name: 'Recruitment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CRM Login' })).not.toBeInTheDocument();
  });

  it('shows an admin every CRM tool and the Recruitment menu', async () => {
    const { user } = renderApp({ user: testUser('admin') });
    const panel = await openMenu(user, 'CRM Tools');
    expect(linkNames(panel)).toEqual([...everyoneItems, ...adminOnlyItems]);
    const recruitment = await openMenu(user, 'Recruitment');
    expect(linkNames(recruitment)).toEqual(['Jobs', 'Applicants', 'Recruiters', 'E-mail Templates', 'Interview Kits']);
  });

  it('shows a recruiter the Recruitment menu but not the admin tools', async () => {
    const { user } = renderApp({ user: testUser('recruiter') });
    const recruitment = await openMenu(user, 'Recruitment');
    expect(within(recruitment).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/recruitment/jobs');
    const tools = await openMenu(user, 'CRM Tools');
    for (const item of adminOnlyItems) expect(within(tools).queryByRole('link', { name: item })).toBeNull();
  });

  it('shows a sales rep neither admin tools nor Recruitment', async () => {
    const { user } = renderApp({ user: testUser('sales_rep') });
    const tools = await openMenu(user, 'CRM Tools');
    expect(linkNames(tools)).toEqual(everyoneItems);
    expect(screen.queryByRole('button', { name: 'Recruitment' })).not.toBeInTheDocument();
  });

  it('opens a submenu on hover after a delay and closes it after a grace period', async () => {
    const { user } = renderApp();
    const trigger = await screen.findByRole('button', { name: 'Project Management' });
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Methodologies' })).toHaveAttribute('href', '/project-management#methodologies');
    await user.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes a submenu with Escape and returns focus to its button', async () => {
    const { user } = renderApp();
    const trigger = await screen.findByRole('button', { name: 'About' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('shows the user menu with name, role and Log Out, which signs out', async () => {
    const person = testUser('recruiter', { fullName: 'Riley Chen' });
    const { user, router, fetchMock } = renderApp({
      route: '/crm/contacts',
      user: person,
      handlers: { 'DELETE /api/session': () => new Response(null, { status: 204 }) },
    });
    await user.click(await screen.findByRole('button', { name: /Riley Chen/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Recruiter')).toBeInTheDocument();
    expect(within(menu).getByText('RC')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    const region = screen.getByRole('region', { name: /notifications/i });
    const toast = await within(region).findByText('Logged Out');
    expect(toast.closest('li')).toHaveTextContent('You have been successfully logged out.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/login'));
    expect(callsTo(fetchMock, 'DELETE /api/session')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'CRM Login' })).toBeInTheDocument();
  });

  it('has a mobile menu toggle that closes when a link is chosen', async () => {
    const { user, router } = renderApp({ user: testUser('admin') });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    // The signed-in part of the menu is its own chunk.
    expect(await within(mobile).findByRole('link', { name: 'Team Management' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
    await user.click(within(mobile).getByRole('link', { name: 'Portfolio' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results our clients still talk about' })).toBeInTheDocument();
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has landmarks, a skip link and footer links to the first five items plus Contact, then Careers', async () => {
    renderApp();
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(linkNames(footer)).toEqual([
      'Home',
      'Project Management',
      'Industries',
      'Portfolio',
      'Training Materials',
      'Contact',
      'Careers',
    ]);
    // The careers site is rendered by the server: a document link, not an in-app route.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/careers',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Get a Consultation' })).toHaveAttribute('href', '/contact-us');
  });
});
