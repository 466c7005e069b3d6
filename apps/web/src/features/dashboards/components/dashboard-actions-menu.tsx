import type { Dashboard } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { Copy, EllipsisVertical, House, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDashboard } from '../api/delete-dashboard';
import { useDuplicateDashboard } from '../api/duplicate-dashboard';
import { useSetDefaultDashboard } from '../api/set-default-dashboard';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-default data-[disabled]:opacity-50';

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) });

/** Set as default, duplicate and delete: real actions where the original brief had stubs (decision 0007). */
export function DashboardActionsMenu({ dashboard }: { dashboard: Dashboard }) {
  const navigate = useNavigate();
  const setDefault = useSetDefaultDashboard();
  const duplicate = useDuplicateDashboard();
  const remove = useDeleteDashboard();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger aria-label="Dashboard options" className={buttonClasses('outline', 'icon', 'h-9 w-9')}>
          <EllipsisVertical aria-hidden className="h-4 w-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 animate-menu-in rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item
              className={itemClasses}
              disabled={dashboard.isDefault}
              onSelect={() =>
                setDefault.mutate(dashboard.id, {
                  onSuccess: (updated) => toast({ title: 'Default Dashboard Set', description: `"${updated.name}" now opens first.` }),
                  onError: failed,
                })
              }
            >
              <House aria-hidden className="h-4 w-4" />
              {dashboard.isDefault ? 'This is the default' : 'Set as default'}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClasses}
              onSelect={() =>
                duplicate.mutate(dashboard.id, {
                  onSuccess: (copy) => {
                    toast({ title: 'Dashboard Duplicated', description: `"${copy.name}" was created.` });
                    void navigate(paths.dashboardById(copy.id));
                  },
                  onError: failed,
                })
              }
            >
              <Copy aria-hidden className="h-4 w-4" />
              Duplicate
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item
              className={`${itemClasses} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
              onSelect={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              Delete dashboard
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={`"${dashboard.name}" and its ${Object.keys(dashboard.widgets).length} widgets will be deleted.`}
        confirmLabel="Delete dashboard"
        onConfirm={() =>
          remove.mutate(dashboard.id, {
            onSuccess: () => {
              toast({ title: 'Dashboard Deleted', description: `"${dashboard.name}" was deleted.` });
              void navigate(paths.dashboard, { replace: true });
            },
            onError: failed,
          })
        }
      />
    </>
  );
}
