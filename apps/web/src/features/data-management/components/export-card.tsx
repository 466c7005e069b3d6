import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import { DATA_TEXTS, type DataKind } from '@keel/shared/data-management';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { auditKeys } from '../api/audit-log';
import { countExportable, downloadExport } from '../api/export-csv-file';

const TITLES: Record<DataKind, string> = { contacts: 'Export Contacts', companies: 'Export Companies', deals: 'Export Deals' };

/** Export Contacts (docs/product/texts-and-constants.md#import-and-export, docs/product/data-import-export.md#csv-export), companies or deals (decision 0027): every record as keel_{kind}_export_{date}.csv, streamed by the server. */
export function ExportCard({ kind = 'contacts' }: { kind?: DataKind }) {
  const { plural } = DATA_KIND_INFO[kind];
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [forExcel, setForExcel] = useState(false);

  async function exportAll() {
    setBusy(true);
    try {
      const count = await countExportable(kind);
      if (count === 0) {
        toast({
          title: DATA_TEXTS.noDataTitle,
          description: kind === 'contacts' ? DATA_TEXTS.noExportData : DATA_TEXTS.noExportDataOf(plural),
          variant: 'destructive',
        });
        return;
      }
      downloadExport(kind, forExcel);
      toast({ title: DATA_TEXTS.exportTitle, description: DATA_TEXTS.exported(count, plural) });
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
        <CardTitle className="text-lg">{TITLES[kind]}</CardTitle>
        <CardDescription>
          Every {DATA_KIND_INFO[kind].singular} as a CSV file (tags separated by semicolons), ready to edit and import again.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <Button onClick={() => void exportAll()} disabled={busy}>
          {busy ? <Spinner size="sm" label="Preparing export..." /> : <Download aria-hidden className="h-4 w-4" />}
          {TITLES[kind]}
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={forExcel} onChange={(e) => setForExcel(e.target.checked)} className="accent-accent-600" />
          For Excel (UTF-8 with a byte-order mark)
        </label>
      </CardContent>
    </Card>
  );
}
