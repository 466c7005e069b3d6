import { paths } from '@keel/shared/paths';
import { ROLE_LABELS } from '@keel/shared/role-flags';
import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/ui/avatar';
import { useAuth } from '../../features/auth/auth-context';
import { useSignOut } from '../../features/auth/use-sign-out';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-brand-900';

const darkTrigger = 'text-white hover:bg-white/10';

/** The signed-in user's menu: avatar, name, profile role and Log Out. `triggerClassName` colours its button. */
export function UserMenu({ triggerClassName = darkTrigger }: { triggerClassName?: string }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  const name = user.fullName || user.email;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium ${triggerClassName}`}
      >
        <UserAvatar user={user} className="h-7 w-7" decorative />
        <span className="sr-only md:not-sr-only">{name}</span>
        <ChevronDown aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 animate-menu-in rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <div className="flex items-center gap-3 px-3 py-2.5">
            <UserAvatar user={user} className="h-10 w-10" decorative />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
              <p
                className="mt-1 inline-flex rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800"
                data-testid="user-role"
              >
                {ROLE_LABELS[user.role]}
              </p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden className="h-4 w-4" />
              Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.settings}>
              <Settings aria-hidden className="h-4 w-4" />
              Account Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void signOut()}>
            <LogOut aria-hidden className="h-4 w-4" />
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
