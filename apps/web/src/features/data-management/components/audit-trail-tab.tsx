import { AUDIT_ACTION_TYPES, AUDIT_LOG_LIMIT, type AuditActionType, AuditActionType as ActionTypeSchema } from '@keel/shared/audit';
import { describeAuditDetails } from '@keel/shared/audit-details';
import { DATA_TEXTS } from '@keel/shared/data-management';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DELETE_CONFIRMATION } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/api-client';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useAuditLog, useClearAuditLog } from '../api/audit-log';

const ALL = '';
const OPTIONS = [{ value: ALL, label: 'All action types' }, ...AUDIT_ACTION_TYPES.map((t) => ({ value: t, label: t }))];

/** Audit Trail (docs/product/crm.md#data-management, docs/product/texts-and-constants.md#audit-log): the newest 500 entries, newest first, filterable, clearable. */
export function AuditTrailTab() {
  const [filter, setFilter] = useState<AuditActionType | undefined>();
  const log = useAuditLog(filter);
  const clear = useClearAuditLog();
  const items = log.data?.items ?? [];

  async function clearLog() {
    try {
      await clear.mutateAsync();
      toast({ title: DATA_TEXTS.auditCleared, description: 'Every entry was removed; the clearing itself is recorded.' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-72">
          <label htmlFor="audit-filter" className="mb-1 block text-sm font-medium text-slate-700">
            Action type
          </label>
          <Select
            id="audit-filter"
            options={OPTIONS}
            value={filter ?? ALL}
            onChange={(e) => setFilter(e.target.value === ALL ? undefined : ActionTypeSchema.parse(e.target.value))}
          />
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={clear.isPending}>
              <Trash2 aria-hidden className="h-4 w-4" /> Clear
            </Button>
          }
          title={DELETE_CONFIRMATION}
          description="Every audit entry will be removed. A new entry will record that you cleared the log."
          confirmLabel="Clear Audit Log"
          onConfirm={clearLog}
        />
      </div>
      <p className="text-sm text-slate-600">The newest {AUDIT_LOG_LIMIT} entries, newest first.</p>
      {log.isPending ? (
        <Spinner label="Loading audit trail..." showLabel />
      ) : log.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the audit trail: {errorMessage(log.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-slate-600">No audit entries.</p>
      ) : (
        <ScrollTable
          label="Audit entries"
          columns={['Time', 'Action', 'User', 'Details']}
          className="max-h-[500px] rounded-lg border border-slate-200"
          testId="audit-scroll"
        >
          {items.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDateTime(entry.createdAt)}</td>
              <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{entry.actionType}</td>
              <td className="px-3 py-2 whitespace-nowrap">{entry.userName ?? '—'}</td>
              <td className="px-3 py-2 break-words text-slate-700">{describeAuditDetails(entry.actionType, entry.details)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </div>
  );
}
