import type { CrmSnapshot } from '@keel/shared/reporting';
import type { ReactNode } from 'react';
import { Building2, Inbox, KanbanSquare, UserRound, UsersRound } from 'lucide-react';
import { PageShell } from '../../../components/page-shell';
import { headerCellClasses } from '../../../components/list/sortable-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useReportingSummary } from '../api/get-summary';

const CARDS: Array<{ key: keyof CrmSnapshot; label: string; icon: typeof UserRound }> = [
  { key: 'contacts', label: 'Total Contacts', icon: UserRound },
  { key: 'companies', label: 'Companies', icon: Building2 },
  { key: 'inquiries', label: 'Open Inquiries', icon: Inbox },
  { key: 'deals', label: 'Funnel Leads', icon: KanbanSquare },
  { key: 'teamMembers', label: 'Team Members', icon: UsersRound },
];

/** Reporting Center (docs/product/crm.md#reporting-center): 'Core CRM Snapshot' and recent contact additions; `children` (the saved reports) follow. */
export function ReportingPage({ children }: { children?: ReactNode }) {
  const summary = useReportingSummary();

  return (
    <PageShell title="Reporting Center">
      {summary.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading reports..." showLabel />
        </div>
      ) : summary.error ? (
        <p role="alert" className="text-red-700">
          Could not load the reports: {errorMessage(summary.error)}
        </p>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="snapshot-heading">
            <h2 id="snapshot-heading" className="mb-4 text-xl font-semibold text-slate-900">
              Core CRM Snapshot
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {CARDS.map(({ key, label, icon: Icon }) => (
                <Card key={key} className="p-5">
                  <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                    <Icon aria-hidden className="h-4 w-4 text-accent-700" />
                    {label}
                  </dt>
                  <dd className="mt-2 text-3xl font-bold text-slate-900">{summary.data.snapshot[key].toLocaleString('en-US')}</dd>
                </Card>
              ))}
            </dl>
          </section>
          <Card>
            <CardHeader>
              <CardTitle>Recent Contact Additions</CardTitle>
              <CardDescription>Contacts added on the last 7 days that had additions, newest first.</CardDescription>
            </CardHeader>
            <CardContent>
              {summary.data.recentContactAdditions.length === 0 ? (
                <p className="text-slate-600">No contacts have been added yet.</p>
              ) : (
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">Recent contact additions</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={headerCellClasses}>
                        Date
                      </th>
                      <th scope="col" className={`${headerCellClasses} text-right`}>
                        New Contacts
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {summary.data.recentContactAdditions.map((day) => (
                      <tr key={day.date}>
                        <td className="px-4 py-3 text-slate-800">{formatDate(day.date)}</td>
                        <td className="px-4 py-3 text-right font-medium text-slate-900">{day.count.toLocaleString('en-US')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </CardContent>
          </Card>
          {children}
        </div>
      )}
    </PageShell>
  );
}
