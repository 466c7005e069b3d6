import { ROLE_LABELS } from '@keel/shared/role-flags';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';
import { UserAvatar } from '../../components/ui/avatar';
import { useAuth } from '../../features/auth/auth-context';
import { useSignOut } from '../../features/auth/use-sign-out';
import { crmToolsFor, recruitmentItems, type NavLinkItem } from './nav-items';
import { mobileLinkClasses } from './mobile-link-classes';

function LinkGroup({ title, items, onNavigate }: { title: string; items: readonly NavLinkItem[]; onNavigate: () => void }) {
  return (
    <div className="border-t border-slate-100 pt-3">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.to + item.label}>
            <Link to={item.to} onClick={onNavigate} className={mobileLinkClasses}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The signed-in part of the mobile menu (CRM Tools, Recruitment, the user and Log Out). Loaded only
 * for signed-in users, so public page loads do not carry it.
 */
export default function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { user, isAdmin, isRecruiter } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <>
      <LinkGroup title="CRM Tools" items={crmToolsFor(isAdmin)} onNavigate={onNavigate} />
      {isRecruiter ? <LinkGroup title="Recruitment" items={recruitmentItems} onNavigate={onNavigate} /> : null}
      <div className="flex items-center gap-3 border-t border-slate-100 px-3 pt-4">
        <UserAvatar user={user} className="h-9 w-9" decorative />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{user.fullName || user.email}</p>
          <p className="text-xs text-slate-500">{ROLE_LABELS[user.role]}</p>
        </div>
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          onClick={() => {
            onNavigate();
            void signOut();
          }}
        >
          <LogOut aria-hidden className="h-4 w-4" />
          Log Out
        </button>
      </div>
    </>
  );
}
