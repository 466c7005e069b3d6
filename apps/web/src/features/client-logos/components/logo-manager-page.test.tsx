import type { ClientLogo } from '@keel/shared/client-logos';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const admin = testUser('admin');
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const logo: ClientLogo = {
  id: 'logo-1',
  name: 'Acme',
  imageUrl: 'public/1-acme.png',
  url: '/files/client-logos/public/1-acme.png',
  createdAt: '2026-11-01T00:00:00.000Z',
  sizeBytes: 2560,
};
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('Manage Client Logos', { timeout: 20_000 }, () => {
  it("shows 'No client logos have been uploaded yet.' when there are none, and 'No Files' on an empty upload", async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/client-logo-uploads',
      user: admin,
      handlers: { 'GET /api/client-logos': () => json(200, []) },
    });
    expect(await screen.findByText('No client logos have been uploaded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Logo' }));
    const toast = await within(toastRegion()).findByText('No Files');
    expect(toast.closest('li')).toHaveTextContent('Please select files to upload.');
    expect(callsTo(fetchMock, 'POST /api/client-logos')).toHaveLength(0);
  });

  it('shows each logo with its size in KB to 2 decimals', async () => {
    renderApp({ route: '/crm/client-logo-uploads', user: admin, handlers: { 'GET /api/client-logos': () => json(200, [logo]) } });
    const card = (await screen.findByRole('img', { name: 'Acme' })).closest('li')!;
    expect(card).toHaveTextContent('2.50 KB');
    expect(screen.getByRole('list', { name: 'Current logos' })).toHaveClass('grid-cols-2', 'lg:grid-cols-5');
  });

  it('refuses a file that is not an image when it is picked, naming it, and keeps the images', async () => {
    renderApp({ route: '/crm/client-logo-uploads', user: admin, handlers: { 'GET /api/client-logos': () => json(200, []) } });
    await screen.findByText('No client logos have been uploaded yet.');
    // applyAccept off: as if the user chose 'All files' in the file dialog.
    const u = userEvent.setup({ applyAccept: false });
    await u.upload(fileInput(), [new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }), png('acme.png')]);
    const toast = await within(toastRegion()).findByText('Invalid file type');
    expect(toast.closest('li')).toHaveTextContent('"brochure.pdf" is not an image. Choose JPEG, PNG, GIF, SVG or WEBP files.');
    const pending = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(pending).getByText('acme.png')).toBeInTheDocument();
    expect(within(pending).queryByText('brochure.pdf')).not.toBeInTheDocument();
  });

  it('uploads several files with their names and reports each failure and the summary', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/client-logo-uploads',
      user: admin,
      handlers: {
        'GET /api/client-logos': () => json(200, []),
        'POST /api/client-logos': () =>
          json(200, {
            results: [
              { ok: true, fileName: 'acme.png', logo },
              { ok: false, fileName: 'bad.png', stage: 'upload', message: 'Only JPEG, PNG, GIF, SVG and WEBP images can be uploaded.' },
            ],
          }),
      },
    });
    await screen.findByText('No client logos have been uploaded yet.');
    await user.upload(fileInput(), [png('acme.png'), png('bad.png')]);
    await user.type(screen.getByLabelText('Name for acme.png (optional)'), 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Upload 2 Logos' }));
    const failed = await within(toastRegion()).findByText('Upload Failed: bad.png');
    expect(failed.closest('li')).toHaveTextContent('Only JPEG, PNG, GIF, SVG and WEBP images can be uploaded.');
    const summary = within(toastRegion()).getByText('Upload Complete').closest('li')!;
    expect(summary).toHaveTextContent('1 logos uploaded successfully. 1 failures.');
    expect(summary).toHaveAttribute('data-variant', 'warning');
    const form = callsTo(fetchMock, 'POST /api/client-logos')[0][1]?.body as FormData;
    expect(JSON.parse(String(form.get('names')))).toEqual(['Acme Corp', null]);
    expect(form.getAll('files')).toHaveLength(2);
    // The failed file stays, ready to be fixed or removed.
    expect(screen.getByLabelText('Name for bad.png (optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name for acme.png (optional)')).not.toBeInTheDocument();
  });

  it("deletes after confirmation ('Logo Deleted'), or warns when the file was already gone", async () => {
    let fileRemoved = true;
    const { user } = renderApp({
      route: '/crm/client-logo-uploads',
      user: admin,
      handlers: { 'GET /api/client-logos': () => json(200, [logo]), 'DELETE /api/client-logos/logo-1': () => json(200, { fileRemoved }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect((await within(toastRegion()).findByText('Logo Deleted')).closest('li')).toHaveTextContent('Logo successfully removed.');
    fileRemoved = false;
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await within(toastRegion()).findByText('Storage Error')).closest('li')).toHaveTextContent(
      'Failed to delete logo file from storage, but DB record removed.',
    );
  });
});
