import { Tabs } from 'radix-ui';
import { PageShell } from '../../../components/page-shell';
import { AuditTrailTab } from './audit-trail-tab';
import { CsvImportCard } from './csv-import-card';
import { ExportCard } from './export-card';
import { ImportHistoryCard } from './import-history-card';
import { SampleCsvCard } from './sample-csv-card';

const tabClasses =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/** Data Management (docs/product/crm.md#data-management; admin only): contacts import/export, the sample CSV, the audit trail. */
export function DataManagementPage() {
  return (
    <PageShell title="Data Management" description="Import and export contacts, companies and deals, and review the audit trail.">
      <Tabs.Root defaultValue="contacts">
        <Tabs.List aria-label="Data management" className="mb-6 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="contacts" className={tabClasses}>
            Contacts I/E
          </Tabs.Trigger>
          <Tabs.Trigger value="companies" className={tabClasses}>
            Companies I/E
          </Tabs.Trigger>
          <Tabs.Trigger value="deals" className={tabClasses}>
            Deals I/E
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" className={tabClasses}>
            Audit Trail
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="contacts" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <CsvImportCard />
            <ImportHistoryCard kind="contacts" />
          </div>
          <div className="min-w-0 space-y-6">
            <ExportCard />
            <SampleCsvCard />
          </div>
        </Tabs.Content>
        {(['companies', 'deals'] as const).map((kind) => (
          <Tabs.Content key={kind} value={kind} className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <CsvImportCard kind={kind} />
              <ImportHistoryCard kind={kind} />
            </div>
            <div className="min-w-0 space-y-6">
              <ExportCard kind={kind} />
            </div>
          </Tabs.Content>
        ))}
        <Tabs.Content value="audit">
          <AuditTrailTab />
        </Tabs.Content>
      </Tabs.Root>
    </PageShell>
  );
}
