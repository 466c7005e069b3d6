import { type ClientLogo, LOGO_ACCEPT } from '@keel/shared/client-logos';
import { ImagePlus, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { matchesAccept } from '../../../lib/file-accept';
import { useDeleteLogoMutation } from '../api/delete-logo';
import { useLogos } from '../api/list-logos';
import { type PendingLogo, useUploadLogosMutation } from '../api/upload-logos';
import { LogoGrid } from './logo-grid';
import { PendingLogoList } from './pending-logo-list';
import { announceUploadResults } from './upload-summary';

export const LOGOS_EMPTY_STATE = 'No client logos have been uploaded yet.';

/** Manage Client Logos (admin, docs/product/crm.md#client-logos): pick or drop images, name them, upload; the current grid. */
export function LogoManagerPage() {
  const logos = useLogos();
  const upload = useUploadLogosMutation();
  const remove = useDeleteLogoMutation();
  const [pending, setPending] = useState<PendingLogo[]>([]);

  useEffect(() => {
    if (logos.error) toast({ title: 'Error', description: 'Could not fetch existing logos.', variant: 'destructive' });
  }, [logos.error]);

  /** Images join the list; anything else is refused at once, by name (not later, at upload). */
  function pick(files: File[]) {
    for (const file of files.filter((f) => !matchesAccept(f, LOGO_ACCEPT))) {
      toast({
        title: 'Invalid file type',
        description: `"${file.name}" is not an image. Choose JPEG, PNG, GIF, SVG or WEBP files.`,
        variant: 'destructive',
      });
    }
    const images = files.filter((f) => matchesAccept(f, LOGO_ACCEPT));
    if (images.length) setPending((current) => [...current, ...images.map((file) => ({ file, name: '' }))]);
  }

  async function submit() {
    if (pending.length === 0) {
      toast({ title: 'No Files', description: 'Please select files to upload.', variant: 'destructive' });
      return;
    }
    try {
      const results = await upload.mutateAsync(pending);
      announceUploadResults(results);
      // Keep only the files that failed, so they can be fixed and retried.
      const failed = new Set(results.map((r, i) => (r.ok ? -1 : i)));
      setPending((current) => current.filter((_, i) => failed.has(i)));
    } catch (error) {
      toast({ title: 'Upload Failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function onDelete(logo: ClientLogo) {
    try {
      const { fileRemoved } = await remove.mutateAsync(logo.id);
      if (fileRemoved) toast({ title: 'Logo Deleted', description: 'Logo successfully removed.' });
      else
        toast({
          title: 'Storage Error',
          description: 'Failed to delete logo file from storage, but DB record removed.',
          variant: 'warning',
        });
    } catch {
      toast({ title: 'Delete Error', description: 'Failed to delete logo record from database.', variant: 'destructive' });
    }
  }

  return (
    <PageShell title="Manage Client Logos" description="Logos appear in the 'Trusted By Companies Like' banner on the home page.">
      <Card className="mb-8">
        <CardHeader>
          <CardTitle className="text-lg">Upload Logos</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FileDropZone
            inputLabel="Logo images"
            inputId="logo-files"
            accept={LOGO_ACCEPT}
            multiple
            icon={ImagePlus}
            prompt="Drag and drop logo images here, or"
            pickLabel="choose files"
            hint="JPEG, PNG, GIF, SVG or WEBP. Several at once."
            size="lg"
            disabled={upload.isPending}
            onFiles={pick}
          />
          {pending.length ? (
            <PendingLogoList
              logos={pending}
              disabled={upload.isPending}
              onName={(index, name) => setPending((current) => current.map((l, i) => (i === index ? { ...l, name } : l)))}
              onRemove={(index) => setPending((current) => current.filter((_, i) => i !== index))}
            />
          ) : null}
          <Button onClick={() => void submit()} disabled={upload.isPending}>
            {upload.isPending ? <Spinner size="sm" label="Uploading..." /> : <Upload aria-hidden className="h-4 w-4" />}
            {upload.isPending ? 'Uploading...' : pending.length > 1 ? `Upload ${pending.length} Logos` : 'Upload Logo'}
          </Button>
        </CardContent>
      </Card>

      <h2 className="mb-4 text-xl font-semibold text-slate-900">Current Logos</h2>
      {logos.isPending ? (
        <Spinner label="Loading logos..." showLabel />
      ) : logos.data && logos.data.length > 0 ? (
        <LogoGrid logos={logos.data} onDelete={onDelete} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {LOGOS_EMPTY_STATE}
        </p>
      )}
    </PageShell>
  );
}
