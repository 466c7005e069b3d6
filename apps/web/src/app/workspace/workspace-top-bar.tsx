import { paths } from '@keel/shared/paths';
import { Globe, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UserMenu } from '../layout/user-menu';

interface WorkspaceTopBarProps {
  /** The drawer's button (small screens). */
  menu: ReactNode;
  onOpenSearch: () => void;
}

/** Menu button (small screens), the global search box, a link to the public site, the notification bell and the user menu. */
export function WorkspaceTopBar({ menu, onOpenSearch }: WorkspaceTopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:gap-3 sm:px-6">
      {menu}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onOpenSearch}
        className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 text-left text-sm text-slate-600 hover:border-slate-400 sm:max-w-md"
      >
        <Search aria-hidden className="h-4 w-4 shrink-0" />
        <span className="truncate">Search everything</span>
        <kbd aria-hidden className="ml-auto hidden rounded border border-slate-300 bg-white px-1.5 text-xs text-slate-500 sm:inline">
          Ctrl K
        </kbd>
      </button>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <Link
          to={paths.home}
          className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900"
        >
          <Globe aria-hidden className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">Public site</span>
        </Link>
        <NotificationBell />
        <UserMenu triggerClassName="text-slate-800 hover:bg-slate-100" />
      </div>
    </header>
  );
}
