import type { ImportEvent } from '@keel/shared/data-management';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const admin = testUser('admin');
const ROUTE = '/crm/data-management';
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const toastText = async (title: string) => (await within(toastRegion()).findByText(title)).closest('li')!;
const fileInput = () => screen.getByLabelText('CSV file to import') as HTMLInputElement;
const csvFile = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });
const audit = {
  items: [
    {
      id: '2',
      createdAt: '2026-11-20T10:00:00.000Z',
      actionType: 'CONTACTS_IMPORTED',
      userName: 'Test admin',
      details: { fileName: 'people.csv', created: 3 },
    },
  ],
};

/** Stands in for XMLHttpRequest: records the upload and answers with the given events (or an error). */
function fakeXhr(answer: { status: number; body: string }) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onprogress?: () => void;
    onload?: () => void;
    onerror?: () => void;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = answer.status;
        this.responseText = answer.body;
        this.onprogress?.();
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
const ndjson = (events: ImportEvent[]) => events.map((e) => `${JSON.stringify(e)}\n`).join('');

afterEach(() => vi.unstubAllGlobals());
const userEventClickTab = async (name: string) => fireEvent.mouseDown(await screen.findByRole('tab', { name }));

describe('Data Management', { timeout: 20_000 }, () => {
  it('has the four tabs of docs/product/crm.md#data-management, companies and deals enabled (decision 0027)', async () => {
    renderApp({ route: ROUTE, user: admin });
    expect(await screen.findByRole('tab', { name: 'Contacts I/E' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Companies I/E' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Deals I/E' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Audit Trail' })).toBeEnabled();
  });

  it('maps a companies file with renamed headers, lets the user change a match, and sends and remembers that mapping', async () => {
    const sent = fakeXhr({ status: 200, body: ndjson([{ type: 'done', rows: 1, counts: { created: 1, updated: 0, skipped: 0 } }]) });
    const { user, fetchMock } = renderApp({
      route: ROUTE,
      user: admin,
      handlers: {
        'POST /api/data-management/companies/mapping/lookup': () => json(200, { columns: null }),
        'PUT /api/data-management/companies/mapping': () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Companies I/E' }));
    await user.upload(
      await screen.findByLabelText('CSV file to import'),
      csvFile('Company Name,Website URL,Town,Notes\nOrbital Labs,orbital.example,Austin,hi\n', 'firms.csv'),
    );
    expect(await screen.findByLabelText('Company Name')).toHaveValue('name');
    expect(screen.getByLabelText('Website URL')).toHaveValue('website');
    expect(screen.getByLabelText('Town')).toHaveValue('');
    expect(screen.getByLabelText('Notes')).toHaveValue('description');
    await user.selectOptions(screen.getByLabelText('Town'), 'city');
    await user.selectOptions(screen.getByLabelText('Notes'), '');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await toastText('Import Complete')).toHaveTextContent('1 new companies imported, 0 updated, 0 skipped.');
    const columns = ['name', 'website', 'city', null];
    expect(sent[0].url).toBe(
      `/api/data-management/companies/import?fileName=firms.csv&columns=${encodeURIComponent(JSON.stringify(columns))}&encoding=utf-8&dateOrder=mdy&update=fill&tags=add&companies=create`,
    );
    const [, init] = callsTo(fetchMock, 'PUT /api/data-management/companies/mapping')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ headers: ['Company Name', 'Website URL', 'Town', 'Notes'], columns });
  });

  it('uses the mapping remembered for the same headers', async () => {
    renderApp({
      route: ROUTE,
      user: admin,
      handlers: { 'POST /api/data-management/deals/mapping/lookup': () => json(200, { columns: [null, 'name'] }) },
    });
    await userEventClickTab('Deals I/E');
    fireEvent.change(fileInput(), { target: { files: [csvFile('name,Opportunity\nx,y\n')] } });
    expect(await screen.findByLabelText('Opportunity')).toHaveValue('name');
    expect(screen.getByLabelText('name')).toHaveValue('');
  });

  it("says 'No Data' when Import is pressed with nothing loaded, and refuses a file that is not .csv", async () => {
    const sent = fakeXhr({ status: 200, body: '' });
    const { user } = renderApp({ route: ROUTE, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await toastText('No Data')).toHaveTextContent('No data loaded from CSV to import.');
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await toastText('Invalid file type')).toHaveTextContent('Only CSV files (.csv, .tsv, .txt) and vCards (.vcf) can be imported.');
    expect(sent).toHaveLength(0);
  });

  it("shows 'Import Error' for a malformed file", async () => {
    const { user } = renderApp({ route: ROUTE, user: admin });
    await user.upload(await screen.findByLabelText('CSV file to import'), csvFile('email,first_name\na@b.co,"never closed\n'));
    expect(await toastText('Import Error')).toHaveTextContent(/Failed to parse CSV: Quoted field unterminated/);
  });

  it('previews the file, imports it on the server, reports the counts and the skipped rows, and clears the loaded data', async () => {
    const sent = fakeXhr({
      status: 200,
      body: ndjson([
        {
          type: 'progress',
          rows: 3,
          counts: { created: 1, updated: 1, skipped: 1 },
          skipped: [
            {
              row: 3,
              email: '',
              reason: 'Missing required field: email.',
              errors: [{ column: 'Email', message: 'Missing required field: email.' }],
              cells: ['', 'No', 'Email', 'green'],
            },
          ],
        },
        { type: 'done', rows: 3, counts: { created: 1, updated: 1, skipped: 1 } },
      ]),
    });
    const { user } = renderApp({ route: ROUTE, user: admin });
    const file = csvFile('Email,First Name,jobTitle,Favourite\nann@x.example,Ann,CTO,blue\n\nbob@x.example,Bob,,red\n,No,Email,green\n');
    await user.upload(await screen.findByLabelText('CSV file to import'), file);
    expect(await toastText('File Loaded')).toHaveTextContent('3 records found in people.csv. Ready for preview.');
    const mapping = screen.getByRole('list', { name: 'Column mapping' });
    expect(within(mapping).getByLabelText('Email')).toHaveValue('email');
    expect(within(mapping).getByLabelText('jobTitle')).toHaveValue('job_title');
    expect(within(mapping).getByLabelText('Favourite')).toHaveValue('');
    expect(await screen.findByText('1 row has no Primary Email and will be skipped.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: /First 3 rows/ })).getAllByRole('row')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await toastText('Import Complete')).toHaveTextContent('1 new contacts imported, 1 updated, 1 skipped.');
    const columns = encodeURIComponent(JSON.stringify(['email', 'first_name', 'job_title', null]));
    expect(sent[0]).toMatchObject({
      url: `/api/data-management/contacts/import?fileName=people.csv&columns=${columns}&encoding=utf-8&dateOrder=mdy&update=fill&tags=add&companies=create`,
      headers: { 'Content-Type': 'text/csv' },
      body: file,
    });
    expect(within(screen.getByLabelText('Skipped rows')).getByText('Email: Missing required field: email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download rejected rows (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Column mapping' })).not.toBeInTheDocument();
  });

  it('flags invalid e-mail addresses in the preview', async () => {
    const { user } = renderApp({ route: ROUTE, user: admin });
    await user.upload(
      await screen.findByLabelText('CSV file to import'),
      csvFile('email,first_name\nnot-an-address,Ann\nbob@x.example,Bob\nalso bad,Cy\n'),
    );
    expect(
      await screen.findByText('2 rows have an invalid e-mail address in email (Primary Email) and will be skipped.'),
    ).toBeInTheDocument();
  });

  it('previews an exported formula-like cell as the value the import stores (its added apostrophe off)', async () => {
    const { user } = renderApp({ route: ROUTE, user: admin });
    await user.upload(
      await screen.findByLabelText('CSV file to import'),
      csvFile("email,first_name,Favourite\nann@x.example,'=SUM(1+1),'=kept\n"),
    );
    const table = await screen.findByRole('table', { name: /First 1 rows/ });
    expect(within(table).getByRole('cell', { name: '=SUM(1+1)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: "'=kept" })).toBeInTheDocument(); // not imported: shown as it stands
  });

  it('says exactly where a failed import stopped', async () => {
    fakeXhr({
      status: 200,
      body: ndjson([
        {
          type: 'failed',
          rows: 1000,
          counts: { created: 1000, updated: 0, skipped: 0 },
          message:
            'A batch could not be saved. The import stopped after row 1000: rows 1 to 1000 are imported, the rest of the file is not.',
        },
      ]),
    });
    const { user } = renderApp({ route: ROUTE, user: admin });
    await user.upload(await screen.findByLabelText('CSV file to import'), csvFile('email\na@x.example\n'));
    await toastText('File Loaded');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const toast = await toastText('Import Stopped');
    expect(toast).toHaveTextContent('rows 1 to 1000 are imported');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  it("exports: 'No Data' when there are no contacts, else 'Export Successful' with the count", async () => {
    let count = 0;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp({
      route: ROUTE,
      user: admin,
      handlers: { 'GET /api/data-management/contacts/export/count': () => json(200, { count }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Export Contacts' }));
    expect(await toastText('No Data')).toHaveTextContent('There are no contacts to export.');
    expect(click).not.toHaveBeenCalled();
    count = 3;
    await user.click(screen.getByRole('button', { name: 'Export Contacts' }));
    expect(await toastText('Export Successful')).toHaveTextContent('3 contacts exported to CSV.');
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/data-management/contacts/export');
  });

  it('copies the 50-contact sample CSV, with a destructive toast when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValueOnce(new Error('denied')).mockResolvedValue(undefined);
    const { user } = renderApp({ route: ROUTE, user: admin });
    // After renderApp: user-event installs its own clipboard stub in setup().
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    expect(await toastText('Copy Failed')).toHaveAttribute('data-variant', 'destructive');
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await toastText('Copied to Clipboard');
    expect((writeText.mock.calls[1][0] as string).trim().split('\r\n')).toHaveLength(51);
  });

  it('lists the audit trail, filters it by action type, and clears it after confirmation', async () => {
    const { user, fetchMock } = renderApp({
      route: ROUTE,
      user: admin,
      handlers: { 'GET /api/audit-log': () => json(200, audit), 'DELETE /api/audit-log': () => json(200, { deleted: 1 }) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Audit Trail' }));
    const list = await screen.findByTestId('audit-scroll');
    expect(list).toHaveClass('max-h-[500px]', 'overflow-y-auto');
    expect(list).toHaveTextContent('CONTACTS_IMPORTED');
    // Details read as a sentence, not 'key: value'.
    expect(list).toHaveTextContent('Imported people.csv: 3 new, 0 updated, 0 skipped.');
    expect(list).not.toHaveTextContent('fileName');
    await user.selectOptions(screen.getByLabelText('Action type'), 'CONTACTS_EXPORTED');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/audit-log').some(([url]) => String(url).includes('actionType=CONTACTS_EXPORTED'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear Audit Log' }));
    await toastText('Audit Log Cleared');
    expect(callsTo(fetchMock, 'DELETE /api/audit-log')).toHaveLength(1);
  });
});
