import type { DashboardSummary } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { clsx } from 'clsx';
import { Check, ChevronDown, Star } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { NewDashboardForm } from './new-dashboard-form';

interface DashboardMenuProps {
  name: string;
  activeId: string;
  /** The menu's list; undefined while it loads. */
  dashboards: DashboardSummary[] | undefined;
}

/** The dashboard-name dropdown: 'My Dashboards' (favourites starred, first) and 'New Dashboard' (docs/product/dashboards.md#choosing-a-dashboard). */
export function DashboardMenu({ name, activeId, dashboards }: DashboardMenuProps) {
  const [open, setOpen] = useState(false);
  const sorted = [...(dashboards ?? [])].sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite));
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="group inline-flex max-w-full items-center gap-1.5 rounded-lg py-0.5 pr-1.5 text-left hover:bg-slate-100">
        <span className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</span>
        <ChevronDown aria-hidden className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
        <span className="sr-only">(switch or create a dashboard)</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          aria-label="Dashboards"
          className="z-50 w-[min(22rem,calc(100vw-2rem))] animate-menu-in rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <h2 id="my-dashboards" className="px-2 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            My Dashboards
          </h2>
          {dashboards === undefined ? (
            <Spinner label="Loading your dashboards..." showLabel size="sm" className="px-2 py-2" />
          ) : sorted.length === 0 ? (
            <p className="px-2 py-2 text-sm text-slate-500">You have no dashboards yet.</p>
          ) : (
            <ul aria-labelledby="my-dashboards" className="max-h-72 overflow-y-auto">
              {sorted.map((dashboard) => {
                const active = dashboard.id === activeId;
                return (
                  <li key={dashboard.id}>
                    <Link
                      to={paths.dashboardById(dashboard.id)}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className={clsx(
                        'flex items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-slate-100',
                        active ? 'bg-accent-50 font-semibold text-accent-900' : 'text-slate-700',
                      )}
                    >
                      {dashboard.isFavorite ? (
                        <Star aria-label="Favourite" role="img" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />
                      ) : (
                        <span aria-hidden className="w-4 shrink-0" />
                      )}
                      <span className="min-w-0 flex-1 truncate">{dashboard.name}</span>
                      {dashboard.isDefault ? (
                        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-600">Default</span>
                      ) : null}
                      {active ? <Check aria-hidden className="h-4 w-4 shrink-0 text-accent-700" /> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="mt-2 border-t border-slate-100 px-2 pt-3 pb-1">
            <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">New Dashboard</h2>
            <NewDashboardForm onCreated={() => setOpen(false)} />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
