import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@keel/shared/paths';
import { TaskCountBadge } from '../../features/activities/components/task-count-badge';
import { navIcon } from './nav-icons';
import { useWorkspaceMenu, type MenuGroup } from './workspace-menu';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-white/15 text-white' : 'text-white/80 hover:bg-white/10 hover:text-white',
  );

function Group({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-xs font-semibold tracking-wider text-white/70 uppercase hover:text-white"
      >
        {group.title}
        <ChevronDown aria-hidden className={clsx('h-4 w-4 transition-transform', !open && '-rotate-90')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 space-y-0.5">
        {group.items.map((item) => {
          const Icon = navIcon(item.to);
          return (
            <li key={item.to + item.label} className="relative">
              <NavLink to={item.to} onClick={onNavigate} className={linkClasses}>
                <Icon aria-hidden className="h-4 w-4 shrink-0" />
                {item.label}
              </NavLink>
              {/* Beside the link, not in it: the link's name stays the menu item's. */}
              {item.to === paths.tasks ? (
                <TaskCountBadge className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2" />
              ) : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The workspace's navigation: every destination the user's role may open, in collapsible groups. */
export function WorkspaceSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const groups = useWorkspaceMenu();
  return (
    <nav aria-label="Workspace" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-4">
        {groups.map((group) => (
          <Group key={group.id} group={group} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
