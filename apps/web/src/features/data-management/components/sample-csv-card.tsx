import { SAMPLE_CONTACT_COUNT, SAMPLE_CSV_FILE_NAME, sampleContactsCsv } from '@keel/shared/sample-contacts';
import { ClipboardCopy, FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { downloadTextFile } from '../../../lib/download-text-file';

/** Sample CSV (docs/product/crm.md#data-management, docs/product/data-import-export.md#sample-csv): 50 sample contacts to download or copy, a template for imports. */
export function SampleCsvCard() {
  async function copy() {
    try {
      await navigator.clipboard.writeText(sampleContactsCsv());
      toast({ title: 'Copied to Clipboard', description: `${SAMPLE_CONTACT_COUNT} sample contacts copied as CSV.` });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Could not copy the sample CSV to the clipboard. Please download it instead.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Sample CSV</CardTitle>
        <CardDescription>{SAMPLE_CONTACT_COUNT} realistic sample contacts in the import format.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => downloadTextFile(SAMPLE_CSV_FILE_NAME, sampleContactsCsv())}>
          <FileDown aria-hidden className="h-4 w-4" /> Download Sample CSV
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <ClipboardCopy aria-hidden className="h-4 w-4" /> Copy to Clipboard
        </Button>
      </CardContent>
    </Card>
  );
}
