import type { ReportResult, SavedReport } from '@keel/shared/reports';
import { Play, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRunReport, useSaveReport } from '../api/reports-api';
import { definitionOf, draftOf, emptyDraft, inputOf } from './report-draft';
import { ReportFilterRows } from './report-filter-rows';
import { ReportShapeFields } from './report-shape-fields';
import { ReportView } from './report-view';

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) });

/**
 * The report builder (decision 0028): records, filters, grouping, measure, view, name and
 * sharing. 'Run Report' previews the answer; 'Save Report' stores it. The server checks it all
 * and says what is wrong in a toast.
 */
export function ReportBuilder({
  report,
  onSaved,
  onCancel,
}: {
  report?: SavedReport;
  onSaved: (report: SavedReport) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => (report ? draftOf(report) : emptyDraft()));
  const [preview, setPreview] = useState<{ result: ReportResult; definition: ReturnType<typeof definitionOf> } | null>(null);
  const run = useRunReport();
  const save = useSaveReport();

  const runPreview = () => {
    const definition = definitionOf(draft);
    run.mutate(definition, { onSuccess: (result) => setPreview({ result, definition }), onError: failed });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim() === '') {
      toast({ variant: 'destructive', title: 'Error', description: 'Report name is required.' });
      return;
    }
    save.mutate(
      { id: report?.id, input: inputOf(draft) },
      {
        onSuccess: (saved) => {
          toast({ title: report ? 'Report Updated' : 'Report Saved', description: `"${saved.name}" was saved.` });
          onSaved(saved);
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{report ? `Edit Report: ${report.name}` : 'New Report'}</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="space-y-6" onSubmit={submit} aria-label="Report builder">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="report-name" label="Report name">
                <Input value={draft.name} maxLength={100} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
              </Field>
              <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={draft.shared}
                  onChange={(e) => setDraft({ ...draft, shared: e.target.checked })}
                />
                Share with the team (otherwise only you see it)
              </label>
            </div>
            <ReportShapeFields draft={draft} onChange={setDraft} />
            <ReportFilterRows records={draft.records} filters={draft.filters} onChange={(filters) => setDraft({ ...draft, filters })} />
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={runPreview} disabled={run.isPending}>
                <Play aria-hidden className="h-4 w-4" />
                {run.isPending ? 'Running...' : 'Run Report'}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                <Save aria-hidden className="h-4 w-4" />
                {save.isPending ? 'Saving...' : 'Save Report'}
              </Button>
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {preview ? <ReportView name={draft.name.trim() || 'Report preview'} definition={preview.definition} result={preview.result} /> : null}
    </div>
  );
}
