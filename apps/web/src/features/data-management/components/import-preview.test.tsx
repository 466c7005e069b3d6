import type { DryRunResult } from '@keel/shared/data-management';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { rejectedRowsCsv } from './import-result';

const admin = testUser('admin');
const ROUTE = '/crm/data-management';
const GOOGLE_HEADER = 'First Name,Last Name,Organization Name,Birthday,E-mail 1 - Value,Address 1 - Street,Address 1 - Extended Address';

/** A Windows-1252 file: é is one byte (0xE9), € is 0x80. */
const cp1252 = (text: string) => new Uint8Array([...text].map((c) => (c === '€' ? 0x80 : c.charCodeAt(0))));

describe('the import preview (decision 0056)', { timeout: 20_000 }, () => {
  it('maps another tool’s headers to the form’s labels, shows each whole header with three sample values', async () => {
    const { user } = renderApp({ route: ROUTE, user: admin });
    const csv = [
      GOOGLE_HEADER,
      'Zoë,Ñúñez,Diseño Ñúñez S.L.,--03-14,zoe@example.es,Calle Mayor 5,2º izquierda',
      'Ana,Lima,Lima Lda,1979-05-23,ana@example.pt,,',
      'Bo,Berg,,,bo@example.se,,',
      'Cy,Cole,,,cy@example.us,,',
    ].join('\n');
    await user.upload(await screen.findByLabelText('CSV file to import'), new File([csv], 'google.csv', { type: 'text/csv' }));
    const mapping = await screen.findByRole('list', { name: 'Column mapping' });
    const email = within(mapping).getByRole('combobox', { name: 'E-mail 1 - Value' });
    expect(email).toHaveValue('email');
    expect(within(email).getByRole('option', { selected: true })).toHaveTextContent('Primary Email');
    expect(within(mapping).getByRole('combobox', { name: 'Organization Name' })).toHaveValue('company');
    expect(within(mapping).getByRole('combobox', { name: 'Address 1 - Extended Address' })).toHaveValue('address2');
    // No database column name is offered.
    expect(within(email).queryByRole('option', { name: /_id$|company_id|is_inquiry/ })).not.toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Sample values: zoe@example.es ana@example.pt bo@example.se');
  });

  it('shows the encoding it detected, and reads the file again in the one the user chooses', async () => {
    const { user } = renderApp({ route: ROUTE, user: admin });
    const file = new File([cp1252('email;first_name;description\nrene@example.fr;René;5 000 €\n')], 'outlook.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('CSV file to import'), file);
    const encoding = await screen.findByRole('combobox', { name: 'Encoding' });
    expect(encoding).toHaveValue('windows-1252');
    expect(screen.getByText('semicolon-separated')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /First 1 rows/ });
    expect(within(table).getByRole('cell', { name: 'René' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '5 000 €' })).toBeInTheDocument();
    await user.selectOptions(encoding, 'iso-8859-1');
    expect(
      await within(await screen.findByRole('table', { name: /First 1 rows/ })).findByRole('cell', { name: '5 000 \u0080' }),
    ).toBeInTheDocument();
  });

  it('asks the order of dates that could be read either way, and sends the answer', async () => {
    const empty = {
      rows: 2,
      complete: true,
      counts: { created: 2, updated: 0, unchanged: 0, rejected: 0 },
      changes: [],
      rejected: [],
      warnings: [],
    };
    const { user, fetchMock } = renderApp({
      route: ROUTE,
      user: admin,
      handlers: {
        'POST /api/data-management/contacts/import/dry-run': () =>
          json(200, { ...empty, related: { companies: 0, contacts: 0 }, failed: null }),
      },
    });
    await user.upload(
      await screen.findByLabelText('CSV file to import'),
      new File(['email,birthday\na@x.example,03/04/1990\nb@x.example,05/06/1991\n'], 'dates.csv', { type: 'text/csv' }),
    );
    const question = await screen.findByRole('group', { name: 'Dates like 03/04/2024 in this file are' });
    await user.click(within(question).getByRole('radio', { name: 'Day first: 3 April 2024' }));
    expect(within(question).getByRole('radio', { name: 'Day first: 3 April 2024' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    await screen.findByRole('region', { name: 'What the import would do' });
    expect(String(callsTo(fetchMock, 'POST /api/data-management/contacts/import/dry-run')[0][0])).toContain('dateOrder=dmy');
  });

  it('previews the changes before importing: counts and, per updated record, each field before and after', async () => {
    const result: DryRunResult = {
      rows: 3,
      complete: true,
      counts: { created: 1, updated: 1, unchanged: 0, rejected: 1 },
      changes: [{ label: 'kept@x.example', changes: [{ field: 'tags', label: 'Tags', before: 'vip', after: 'vip; new' }] }],
      rejected: [
        {
          row: 3,
          email: '',
          reason: 'Missing required field: email.',
          errors: [{ column: 'Email', message: 'Missing required field: email.' }],
          cells: ['', 'x'],
        },
      ],
      warnings: [],
      related: { companies: 2, contacts: 0 },
      failed: null,
    };
    const { user, fetchMock } = renderApp({
      route: ROUTE,
      user: admin,
      handlers: { 'POST /api/data-management/contacts/import/dry-run': () => json(200, result) },
    });
    await user.upload(
      await screen.findByLabelText('CSV file to import'),
      new File(['email,tags\nkept@x.example,new\nfresh@x.example,\n,x\n'], 'people.csv', { type: 'text/csv' }),
    );
    await user.click(await screen.findByRole('radio', { name: "Overwrite with the file's non-empty values" }));
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    const panel = await screen.findByRole('region', { name: 'What the import would do' });
    expect(within(panel).getByText('Updated').nextSibling).toHaveTextContent('1');
    expect(within(panel).getByText('It would also create 2 companies.')).toBeInTheDocument();
    const changes = within(panel).getByRole('table', { name: 'Changes to kept@x.example' });
    expect(within(changes).getByRole('row', { name: 'Tags vip vip; new' })).toBeInTheDocument();
    expect(within(panel).getByText('Email: Missing required field: email.')).toBeInTheDocument();
    const [url] = callsTo(fetchMock, 'POST /api/data-management/contacts/import/dry-run')[0];
    expect(String(url)).toContain('update=overwrite&tags=add&companies=create');
  });

  it('the rejected rows download as the file’s own columns and an Errors column, with a byte-order mark', () => {
    expect(
      rejectedRowsCsv(
        ['Email', 'Name'],
        [
          { row: 2, email: 'alan@x.example', reason: 'Duplicate email, no changes found.' },
          {
            row: 3,
            email: 'bad',
            reason: 'x',
            errors: [
              { column: 'Email', message: 'Please enter a valid e-mail address.' },
              { column: 'Birthday', message: 'Please enter a valid date.' },
            ],
            cells: ['bad', 'Zoë, "Z"'],
          },
        ],
      ),
    ).toBe(
      '\uFEFFEmail,Name,Errors\r\nbad,"Zoë, ""Z""",Email: Please enter a valid e-mail address. | Birthday: Please enter a valid date.\r\n',
    );
  });
});
