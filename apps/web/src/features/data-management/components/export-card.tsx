import { DATA_TEXTS } from '@keel/shared/data-management';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { auditKeys } from '../api/audit-log';
import { countExportableContacts, downloadExport } from '../api/export-contacts';

/** Export Contacts (SPEC §8, §9): every contact as keel_contacts_export_{date}.csv, streamed by the server. */
export function ExportCard() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function exportAll() {
    setBusy(true);
    try {
      const count = await countExportableContacts();
      if (count === 0) {
        toast({ title: DATA_TEXTS.noDataTitle, description: DATA_TEXTS.noExportData, variant: 'destructive' });
        return;
      }
      downloadExport();
      toast({ title: DATA_TEXTS.exportTitle, description: DATA_TEXTS.exported(count) });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: auditKeys.all }), 2000);
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Export Contacts</CardTitle>
        <CardDescription>Every contact as a CSV file (tags separated by semicolons), ready to edit and import again.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => void exportAll()} disabled={busy}>
          {busy ? <Spinner size="sm" label="Preparing export..." /> : <Download aria-hidden className="h-4 w-4" />}
          Export Contacts
        </Button>
      </CardContent>
    </Card>
  );
}
