import { FileBarChart, Plus } from 'lucide-react';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';

/** Saved Reports (SPEC §2): an empty placeholder marked 'Feature Coming Soon'. */
export default function SavedReportsRoute() {
  return (
    <PageShell
      title="Saved CRM Reports"
      actions={
        <Button disabled aria-describedby="saved-reports-soon">
          <Plus aria-hidden className="h-4 w-4" />
          Create New Report
        </Button>
      }
    >
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <FileBarChart aria-hidden className="h-12 w-12 text-slate-400" />
        <h2 id="saved-reports-soon" className="mt-4 text-xl font-semibold text-slate-900">
          Feature Coming Soon
        </h2>
        <p className="mt-2 max-w-md text-slate-600">Saving and scheduling custom CRM reports is not available yet. The Reporting Center shows the live figures in the meantime.</p>
      </div>
    </PageShell>
  );
}
