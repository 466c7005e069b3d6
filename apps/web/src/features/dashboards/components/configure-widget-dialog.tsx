import { isWidgetType, type Widget } from '@keel/shared/dashboards';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useConfigureWidget } from '../api/configure-widget';
import { useReportKit } from '../report-kit';
import { ListSettings, RecordsTableSettings, ReportSettings } from './configure-widget-settings';
import { type ConfigState, initialState, stateConfig, suggestedTitle } from './widget-config-state';
import { DIALOG_POSITION } from '../../../components/ui/dialog-position';

interface Props {
  dashboardId: string;
  widget: Widget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Configure (the widget menu, docs/product/dashboards.md#widgets; decision 0034): charts choose a saved report or build one
 * here, the KPI tile its measure, the records table its columns and filters, lists their range.
 * The title follows the choice until the user types one. The server checks what is saved.
 */
export function ConfigureWidgetDialog({ dashboardId, widget, open, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          className={`${DIALOG_POSITION} z-50 w-[min(48rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-white p-4 shadow-xl sm:p-6`}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">Configure {widget.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Choose what this widget shows. It keeps updating as the records change.
          </Dialog.Description>
          {open ? <ConfigureForm dashboardId={dashboardId} widget={widget} onDone={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConfigureForm({ dashboardId, widget, onDone }: { dashboardId: string; widget: Widget; onDone: () => void }) {
  const kit = useReportKit();
  const reports = kit.useReports();
  const [state, setState] = useState<ConfigState>(() => initialState(widget));
  const [title, setTitle] = useState(widget.title);
  const [titleTyped, setTitleTyped] = useState(false);
  const configure = useConfigureWidget();
  const change = (next: ConfigState) => {
    setState(next);
    if (!titleTyped) setTitle(suggestedTitle(next, widget.title, { reports: reports.data ?? [], measureLabel: kit.measureLabel }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const config = stateConfig(state);
    if (!config) {
      toast({ variant: 'destructive', title: 'Error', description: 'Choose a saved report first.' });
      return;
    }
    configure.mutate(
      { id: dashboardId, widgetId: widget.id, config, title: title.trim() || widget.title },
      {
        onSuccess: () => {
          toast({ title: 'Widget Updated', description: `"${title.trim() || widget.title}" was configured.` });
          onDone();
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) }),
      },
    );
  };
  if (!isWidgetType(widget.type)) return <p className="mt-4 text-sm text-slate-700">This widget type cannot be configured.</p>;
  return (
    <form className="mt-4 space-y-5" onSubmit={submit} aria-label={`Configure ${widget.title}`}>
      {state.kind === 'report' ? <ReportSettings state={state} onChange={change} reports={reports} /> : null}
      {state.kind === 'table' ? <RecordsTableSettings state={state} onChange={change} /> : null}
      {state.kind === 'list' ? <ListSettings state={state} onChange={change} /> : null}
      <Field id="widget-config-title" label="Widget title">
        <Input
          value={title}
          maxLength={100}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleTyped(true);
          }}
        />
      </Field>
      {/* The modal hides the page's toasts from screen readers: the refusal is said here too. */}
      {configure.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(configure.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={configure.isPending}>
          {configure.isPending ? 'Saving...' : 'Save Configuration'}
        </Button>
      </div>
    </form>
  );
}
