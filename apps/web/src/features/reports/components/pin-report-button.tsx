import type { SavedReport } from '@keel/shared/reports';
import { Pin } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { usePinReport, usePinTargets } from '../api/pin-report';
import { DIALOG_POSITION } from '../../../components/ui/dialog-position';

/** 'Pin to dashboard' (decision 0034): the report becomes a live widget on one of my dashboards. */
export function PinReportButton({ report }: { report: SavedReport }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const dashboards = usePinTargets(open);
  const pin = usePinReport();
  const dashboardId = choice || dashboards.data?.find((d) => d.isDefault)?.id || dashboards.data?.[0]?.id || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = dashboards.data?.find((d) => d.id === dashboardId);
    if (!target) return;
    pin.mutate(
      { dashboardId, reportId: report.id },
      {
        onSuccess: () => {
          toast({ title: 'Widget Added', description: `"${report.name}" was pinned to ${target.name}.` });
          setOpen(false);
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) }),
      },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Pin aria-hidden className="h-4 w-4" />
          Pin to dashboard
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className={`${DIALOG_POSITION} z-50 w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-xl`}>
          <Dialog.Title className="text-lg font-semibold text-slate-900">Pin to dashboard</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            "{report.name}" becomes a widget that keeps updating with the records.
          </Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={submit}>
            {dashboards.isPending ? (
              <p className="text-sm text-slate-600">Loading your dashboards...</p>
            ) : dashboards.error ? (
              <p role="alert" className="text-sm text-red-700">
                Could not load your dashboards: {errorMessage(dashboards.error)}
              </p>
            ) : dashboards.data.length === 0 ? (
              <p className="text-sm text-slate-600">You have no dashboard yet. Open Dashboard once to create yours.</p>
            ) : (
              <Field id="pin-dashboard" label="Dashboard">
                <Select
                  value={dashboardId}
                  onChange={(e) => setChoice(e.target.value)}
                  options={dashboards.data.map((d) => ({ value: d.id, label: d.name }))}
                />
              </Field>
            )}
            {/* The modal hides the page's toasts from screen readers: a refusal is said here too. */}
            {pin.error ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(pin.error)}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={pin.isPending || !dashboardId}>
                {pin.isPending ? 'Pinning...' : 'Pin'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
