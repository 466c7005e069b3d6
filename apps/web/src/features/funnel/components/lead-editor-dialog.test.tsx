import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Board } from '@keel/shared/funnel-board';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { board, lead, leadId, mockBoardGeometry, renderEditor, repId, stageId, openQuickEditor } from './lead-editor.test-support';

mockBoardGeometry();

const body = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], key: string) =>
  JSON.parse(String((callsTo(fetchMock, key)[0][1] as RequestInit).body));

// A dialog of some fifty fields, typed into key by key: slower than most component tests on a busy machine.
describe('lead editor', { timeout: 30_000 }, () => {
  it("loads every group of the lead, saves the edit at its version and says 'Lead Updated!'", async () => {
    const { user, fetchMock } = renderEditor({
      [`PUT /api/funnel/leads/${leadId}`]: (init: RequestInit | undefined) =>
        json(200, { ...lead, ...JSON.parse(String(init?.body)), version: 4 }),
    });
    await openQuickEditor(user, 'Portal Rebuild');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    expect(await within(dialog).findByLabelText('Deal Name')).toHaveValue('Portal Rebuild');
    for (const group of [
      'Deal',
      'Dates',
      'Contact',
      'Business',
      'Social Profiles',
      'Address',
      'Business Address',
      'Home Address',
      'Marketing / UTM',
      'Notes',
    ]) {
      expect(within(dialog).getByRole('group', { name: group })).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Address: City')).toHaveValue('Austin');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('Website, New Inquiry');
    expect(within(dialog).getByText('Avery Morgan')).toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText('Lead Source'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Website', 'Referral', 'Advertisement', 'Social Media', 'Event', 'Cold Call', 'LinkedIn', 'Instagram', 'Other', 'N/A']);

    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'High');
    await user.selectOptions(within(dialog).getByLabelText('Assigned Sales Rep'), repId);
    await user.type(within(dialog).getByLabelText('Work Email'), 'ada@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(screen.getByRole('region', { name: /notifications/i })).findByText('Lead Updated!');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
    expect(body(fetchMock, `PUT /api/funnel/leads/${leadId}`)).toMatchObject({
      version: 3,
      name: 'Portal Rebuild',
      priority: 'High',
      assignedSalesRepId: repId,
      workEmail: 'ada@acme.example',
      email: null,
      dealValue: 45000,
      tags: ['Website', 'New Inquiry'],
      address: { city: 'Austin' },
      homeAddress: null,
    });
  });

  it('asks before closing with unsaved changes, and closes at once without any', async () => {
    const { user } = renderEditor();
    await openQuickEditor(user, 'Portal Rebuild');
    let dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await within(dialog).findByLabelText('Deal Name');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await openQuickEditor(user, 'Portal Rebuild');
    dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.selectOptions(await within(dialog).findByLabelText('Priority'), 'High');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog', { name: 'Edit Lead' })).getByLabelText('Priority')).toHaveValue('High');
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Lead' })).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
  });

  it('keeps bad input in the form with the message next to the field, and sends nothing', async () => {
    const { user, fetchMock } = renderEditor();
    await openQuickEditor(user, 'Portal Rebuild');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.clear(await within(dialog).findByLabelText('Deal Name'));
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Deal name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, `PUT /api/funnel/leads/${leadId}`)).toHaveLength(0);
  });

  it('tells the user who changed the lead and when; Reload shows their version and keeps the unsaved notes, and the next save is on their version', async () => {
    const stale = { version: 4, changedBy: 'Avery Morgan', changedAt: '2026-03-03T10:00:00.000Z' };
    let gets = 0;
    const puts = [
      () => json(409, { code: 'CONFLICT', message: 'This lead was changed by someone else in the meantime.', stale }),
      () => json(200, { ...lead, version: 5, priority: 'High', meetingNotes: 'My notes' }),
    ];
    const { user, fetchMock } = renderEditor({
      // First the lead as opened, then as Avery saved it (priority High).
      [`GET /api/funnel/leads/${leadId}`]: () =>
        json(200, gets++ === 0 ? lead : { ...lead, version: 4, priority: 'High', lastModifiedBy: 'Avery Morgan' }),
      [`PUT /api/funnel/leads/${leadId}`]: () => puts.shift()!(),
    });
    await openQuickEditor(user, 'Portal Rebuild');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.type(await within(dialog).findByLabelText('Meeting Notes'), 'My notes');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const conflict = await screen.findByRole('alertdialog');
    expect(conflict).toHaveTextContent('This lead was changed while you were editing');
    expect(conflict).toHaveTextContent(/Avery Morgan saved it on Mar 3, 2026/);
    expect(within(dialog).getByLabelText('Meeting Notes')).toHaveValue('My notes');
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByLabelText('Priority')).toHaveValue('High'));
    expect(within(dialog).getByLabelText('Meeting Notes')).toHaveValue('My notes');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/funnel/leads/${leadId}`)).toHaveLength(2));
    const sent = callsTo(fetchMock, `PUT /api/funnel/leads/${leadId}`).map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    expect(sent.map((b) => [b.version, b.priority, b.meetingNotes])).toEqual([
      [3, 'Medium', 'My notes'],
      [4, 'High', 'My notes'],
    ]);
  });

  it('creates a lead in a column with the lead-card defaults', async () => {
    const { user, fetchMock } = renderEditor({
      'POST /api/funnel/leads': () => json(201, { ...lead, id: 'cccccccc-0000-4000-8000-000000000003', name: 'Fresh' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add lead to New Inquiry' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Lead in New Inquiry' });
    await user.type(within(dialog).getByLabelText('Deal Name'), 'Fresh');
    await user.click(within(dialog).getByRole('button', { name: 'Create Lead' }));
    await within(screen.getByRole('region', { name: /notifications/i })).findByText('Lead Created!');
    expect(body(fetchMock, 'POST /api/funnel/leads')).toMatchObject({
      stageId,
      name: 'Fresh',
      priority: 'Medium',
      leadSource: 'N/A',
      assignedSalesRepId: null,
      industry: 'Other',
      dealValue: null,
      tags: [],
      address: null,
    });
    // Status and sales stage are the column's title, set by the server (decision 0025).
    expect(body(fetchMock, 'POST /api/funnel/leads')).not.toHaveProperty('status');
    expect(await screen.findByRole('link', { name: 'Fresh' })).toBeInTheDocument();
  });

  it('changing the stage in the editor sends the column and shows the card in it', async () => {
    const wonId = '22222222-2222-4222-8222-222222222222';
    const twoColumns: Board = {
      ...board,
      columns: [
        ...board.columns,
        {
          id: wonId,
          title: 'Closed Won',
          color: '#10B981',
          position: 1,
          outcome: 'won',
          winProbability: 100,
          count: 0,
          totalValue: 0,
          weightedValue: 0,
          nextCursor: null,
          cards: [],
        },
      ],
    };
    const { user, fetchMock } = renderEditor({
      'GET /api/funnel/board': () => json(200, twoColumns),
      [`PUT /api/funnel/leads/${leadId}`]: () =>
        json(200, {
          ...lead,
          stageId: wonId,
          stageTitle: 'Closed Won',
          stageOutcome: 'won',
          status: 'Closed Won',
          salesStage: 'Closed Won',
          closedAt: '2026-03-03T10:00:00.000Z',
          version: 4,
        }),
    });
    await openQuickEditor(user, 'Portal Rebuild');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    const stage = await within(dialog).findByLabelText('Stage');
    expect(stage).toHaveValue(stageId);
    expect(within(dialog).queryByLabelText('Status')).toBeNull();
    await user.selectOptions(stage, 'Closed Won');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(screen.getByRole('region', { name: /notifications/i })).findByText('Lead Updated!');
    expect(body(fetchMock, `PUT /api/funnel/leads/${leadId}`)).toMatchObject({ stageId: wonId, version: 3 });
    const won = screen.getByRole('region', { name: /Closed Won/ });
    expect(await within(won).findByRole('link', { name: 'Portal Rebuild' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /New Inquiry/ })).queryByRole('link', { name: 'Portal Rebuild' })).toBeNull();
  });

  it('opens the lead named in the address (?lead=ID, the inquiry success page links there) and forgets it on close', async () => {
    const { user, router } = renderApp({
      route: `/crm/funnel?lead=${leadId}`,
      user: testUser('user'),
      handlers: {
        'GET /api/funnel/board': () => json(200, board),
        'GET /api/funnel/sales-reps': () => json(200, []),
        [`GET /api/funnel/leads/${leadId}`]: () => json(200, lead),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' }, { timeout: 15_000 });
    expect(await within(dialog).findByLabelText('Deal Name')).toHaveValue('Portal Rebuild');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
