import { paths } from '@keel/shared/paths';
import { ArrowLeft, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSavedReport, useSavedReports } from '../api/reports-api';
import { ReportActions } from './report-actions';
import { ReportBuilder } from './report-builder';
import { SavedReportList } from './saved-report-list';
import { SavedReportPanel } from './saved-report-panel';

function Loading({ what }: { what: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={`Loading ${what}...`} showLabel />
    </div>
  );
}

/**
 * Saved CRM Reports (docs/product/crm.md#saved-reports route, decision 0028): the list of reports, the builder (`?new`,
 * `?edit=id`) and a report run (`?report=id`). The address names what is open, so a report can be
 * reopened, bookmarked and left with Back.
 */
export function SavedReportsPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('report');
  const editId = params.get('edit');
  const creating = params.has('new');
  const reports = useSavedReports();
  const current = useSavedReport(openId ?? editId);
  const go = (next: Record<string, string>) => setParams(next);
  const toList = () => setParams({});

  const back = (
    <Button variant="ghost" onClick={toList}>
      <ArrowLeft aria-hidden className="h-4 w-4" />
      All Reports
    </Button>
  );
  let body;
  if (creating) body = <ReportBuilder onSaved={(r) => go({ report: r.id })} onCancel={toList} />;
  else if (openId ?? editId) {
    if (current.isPending) body = <Loading what="report" />;
    else if (current.error)
      body = (
        <p role="alert" className="text-red-700">
          Could not open the report: {errorMessage(current.error)}
        </p>
      );
    else if (editId)
      body = (
        <ReportBuilder
          key={current.data.id}
          report={current.data}
          onSaved={(r) => go({ report: r.id })}
          onCancel={() => go({ report: current.data.id })}
        />
      );
    else
      body = (
        <SavedReportPanel
          report={current.data}
          actions={
            <ReportActions
              report={current.data}
              onEdit={(id) => go({ edit: id })}
              onDuplicated={(id) => go({ report: id })}
              onDeleted={toList}
            />
          }
        />
      );
  } else if (reports.isPending) body = <Loading what="saved reports" />;
  else if (reports.error)
    body = (
      <p role="alert" className="text-red-700">
        Could not load the saved reports: {errorMessage(reports.error)}
      </p>
    );
  else body = <SavedReportList reports={reports.data} onOpen={(id) => go({ report: id })} onEdit={(id) => go({ edit: id })} />;

  const listing = !creating && !openId && !editId;
  return (
    <PageShell
      title="Saved CRM Reports"
      description={
        listing ? 'Reports built from live CRM data. Shared reports also open for the team from the Reporting Center.' : undefined
      }
      actions={
        listing ? (
          <Button onClick={() => go({ new: '1' })}>
            <Plus aria-hidden className="h-4 w-4" />
            Create New Report
          </Button>
        ) : (
          back
        )
      }
    >
      {body}
      {listing ? (
        <p className="mt-6 text-sm text-slate-600">
          Everyone signed in finds the shared reports in the{' '}
          <a className="text-accent-700 underline" href={paths.reporting}>
            Reporting Center
          </a>
          .
        </p>
      ) : null}
    </PageShell>
  );
}
