import type { Consultant, ConsultantHistory } from '@keel/shared/consultants';
import type { Role } from '@keel/shared/roles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });
/** The consultant page is loaded lazily and can take seconds on a busy machine. */
const PAGE = { timeout: 20_000 };

const CONSULTANT = 'c3333333-3333-4333-8333-333333333333';
const CONTACT = 'd4444444-4444-4444-8444-444444444444';

const consultant: Consultant = {
  consultant_id: CONSULTANT,
  full_name: 'François Müller',
  email: 'francois@example.test',
  phone: null,
  title: 'Senior frontend engineer',
  engagement: 'contractor',
  user_id: null,
  user_name: null,
  city: 'Kraków',
  country: 'PL',
  time_zone: null,
  notes: null,
  skills: [],
  unavailability: [],
  origin: null,
  has_resume: false,
  version: 1,
  created_at: '2026-11-27T09:00:00.000Z',
  updated_at: '2026-11-27T09:00:00.000Z',
  updated_by: null,
};

const contactPage = {
  items: [
    {
      id: CONTACT,
      first_name: 'Łucja',
      last_name: 'Żak',
      email: 'lucja@client.example',
      phone: null,
      company_id: null,
      company_name: 'Client Co',
      status: 'Active',
      assigned_sales_rep_id: null,
      sales_rep_name: null,
      last_contact_date: null,
    },
  ],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 20,
};

function openConsultant(role: Role, extra: Record<string, (init?: RequestInit) => Response | Promise<Response>> = {}) {
  let history: ConsultantHistory = { items: [] };
  const app = renderApp({
    route: `/crm/consultants/${CONSULTANT}`,
    user: testUser(role),
    handlers: {
      [`GET /api/consultants/${CONSULTANT}`]: () => json(200, consultant),
      [`GET /api/consultants/${CONSULTANT}/history`]: () => json(200, history),
      'GET /api/contacts': () => json(200, contactPage),
      [`POST /api/consultants/${CONSULTANT}/profile-shares`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { anonymised: boolean };
        history = {
          items: [
            {
              id: '1',
              at: '2026-11-27T09:30:00.000Z',
              action_type: 'CONSULTANT_PROFILE_SHARED',
              text: `Test ${role} shared the profile of “François Müller” with “Łucja Żak” (${body.anonymised ? 'anonymised' : 'named'}).`,
            },
          ],
        };
        return json(201, {
          share_id: 's1',
          consultant_id: CONSULTANT,
          contact_id: CONTACT,
          contact_name: 'Łucja Żak',
          anonymised: body.anonymised,
          note: null,
          shared_by: `Test ${role}`,
          shared_at: '2026-11-27T09:30:00.000Z',
        });
      },
      ...extra,
    },
  });
  return app;
}

describe("a consultant's client-ready profile on the consultant page (decision 0101)", () => {
  it('lets every member download the named and the anonymised PDF, and offers sharing to nobody but admins and sales reps', async () => {
    const { unmount } = openConsultant('user');
    const group = await screen.findByRole('group', { name: 'Client profile' }, PAGE);
    expect(within(group).getByRole('link', { name: 'Download profile' })).toHaveAttribute(
      'href',
      `/api/consultants/${CONSULTANT}/profile.pdf?anonymised=false`,
    );
    expect(within(group).getByRole('link', { name: 'Download anonymised profile' })).toHaveAttribute(
      'href',
      `/api/consultants/${CONSULTANT}/profile.pdf?anonymised=true`,
    );
    expect(within(group).queryByRole('button', { name: 'Share with a contact…' })).toBeNull();
    unmount();

    openConsultant('recruiter');
    expect(await screen.findByRole('link', { name: 'Download profile' }, PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share with a contact…' })).toBeNull();
  });

  it('a sales rep picks a contact and the anonymised version; the share is recorded and shows in the timeline', async () => {
    const { user, fetchMock } = openConsultant('sales_rep');
    await user.click(await screen.findByRole('button', { name: 'Share with a contact…' }, PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'Share the profile of François Müller' });

    // Without a contact nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Record Share' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose the contact you share the profile with.');
    expect(callsTo(fetchMock, `POST /api/consultants/${CONSULTANT}/profile-shares`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('combobox', { name: 'Contact' }), 'Łuc');
    await user.click(await within(dialog).findByRole('option', { name: /Łucja Żak/ }, PAGE));
    await user.click(within(dialog).getByRole('radio', { name: /Anonymised/ }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Portal rebuild');
    await user.click(within(dialog).getByRole('button', { name: 'Record Share' }));

    const timeline = await screen.findByRole('list', { name: 'Consultant timeline' }, PAGE);
    expect(timeline).toHaveTextContent('Test sales_rep shared the profile of “François Müller” with “Łucja Żak” (anonymised).');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [[, init]] = callsTo(fetchMock, `POST /api/consultants/${CONSULTANT}/profile-shares`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ contact_id: CONTACT, anonymised: true, note: 'Portal rebuild' });
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = openConsultant('admin', {
      [`POST /api/consultants/${CONSULTANT}/profile-shares`]: () =>
        json(404, { code: 'NOT_FOUND', message: 'That contact does not exist (any more).' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Share with a contact…' }, PAGE));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Contact' }), 'Łuc');
    await user.click(await within(dialog).findByRole('option', { name: /Łucja Żak/ }, PAGE));
    await user.click(within(dialog).getByRole('button', { name: 'Record Share' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That contact does not exist (any more).');
  });
});
