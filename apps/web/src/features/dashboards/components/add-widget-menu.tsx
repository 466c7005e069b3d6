import { type Dashboard, WIDGET_TYPE_NAMES, WIDGET_TYPES, newWidgetTitle } from '@keel/shared/dashboards';
import { ChevronDown, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAddWidget } from '../api/add-widget';
import { WIDGET_CATALOG } from './widget-catalog';

/** Brings a newly added widget into view once the grid has placed it. */
function revealWidget(widgetId: string) {
  requestAnimationFrame(() => document.getElementById(`widget-${widgetId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
}

/** Add Widget: choose one of the ten types; it is appended at the bottom (docs/product/dashboards.md#widgets). */
export function AddWidgetMenu({ dashboard }: { dashboard: Dashboard }) {
  const add = useAddWidget();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses('primary', 'sm', 'h-9')} disabled={add.isPending}>
        <Plus aria-hidden className="h-4 w-4" />
        Add Widget
        <ChevronDown aria-hidden className="h-4 w-4 opacity-80" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-72 animate-menu-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Choose a widget
          </DropdownMenu.Label>
          {WIDGET_TYPES.map((type) => {
            const { icon: Icon, description } = WIDGET_CATALOG[type];
            return (
              <DropdownMenu.Item
                key={type}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 outline-none select-none data-[highlighted]:bg-slate-100"
                onSelect={() =>
                  add.mutate(
                    { id: dashboard.id, type },
                    {
                      onSuccess: (updated) => {
                        toast({
                          title: 'Widget Added',
                          description: `"${newWidgetTitle(type)}" was added at the bottom of the dashboard.`,
                        });
                        const added = Object.keys(updated.widgets).find((id) => !Object.hasOwn(dashboard.widgets, id));
                        if (added) revealWidget(added);
                      },
                      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) }),
                    },
                  )
                }
              >
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-accent-50 text-accent-700">
                  <Icon aria-hidden className="h-4 w-4" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{WIDGET_TYPE_NAMES[type]}</span>
                  <span className="block truncate text-xs text-slate-500">{description}</span>
                </span>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
