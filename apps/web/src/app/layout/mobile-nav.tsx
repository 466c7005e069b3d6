import { paths } from '@keel/shared/paths';
import { ROLE_LABELS } from '@keel/shared/roles';
import { clsx } from 'clsx';
import { LogOut, Menu, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { UserAvatar } from '../../components/ui/avatar';
import { useAuth } from '../../features/auth/auth-context';
import { useSignOut } from '../../features/auth/use-sign-out';
import { crmToolsFor, mainNavItems, recruitmentItems, type NavLinkItem } from './nav-items';

const linkClasses = 'block rounded-md px-3 py-2 text-base text-slate-700 hover:bg-slate-100 hover:text-brand-900';

function LinkGroup({ title, items, onNavigate }: { title: string; items: readonly NavLinkItem[]; onNavigate: () => void }) {
  return (
    <div className="border-t border-slate-100 pt-3">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.to + item.label}>
            <Link to={item.to} onClick={onNavigate} className={linkClasses}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The collapsible menu for small screens: a real toggle button; closes when a link is chosen. */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { user, isAdmin, isRecruiter } = useAuth();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  // A navigation from anywhere (e.g. the back button) also closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100"
      >
        {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
        <span className="sr-only">Menu</span>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            close();
            button.current?.focus();
          }
        }}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-6.5rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <div className="space-y-3 px-4 py-4">
          <ul>
            {mainNavItems.map((item) => (
              <li key={item.id}>
                <Link to={item.to} onClick={close} className={clsx(linkClasses, 'font-semibold text-slate-900')}>
                  {item.label}
                </Link>
                {item.children ? (
                  <ul className="mb-1 ml-3 border-l border-slate-100 pl-2">
                    {item.children
                      .filter((child) => child.to !== item.to)
                      .map((child) => (
                        <li key={child.to}>
                          <Link to={child.to} onClick={close} className={clsx(linkClasses, 'py-1.5 text-sm')}>
                            {child.label}
                          </Link>
                        </li>
                      ))}
                  </ul>
                ) : null}
              </li>
            ))}
            <li>
              <Link to={paths.contactUs} onClick={close} className={clsx(linkClasses, 'font-semibold text-slate-900')}>
                Contact
              </Link>
            </li>
          </ul>
          {user ? (
            <>
              <LinkGroup title="CRM Tools" items={crmToolsFor(isAdmin)} onNavigate={close} />
              {isRecruiter ? <LinkGroup title="Recruitment" items={recruitmentItems} onNavigate={close} /> : null}
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
                    close();
                    void signOut();
                  }}
                >
                  <LogOut aria-hidden className="h-4 w-4" />
                  Log Out
                </button>
              </div>
            </>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
