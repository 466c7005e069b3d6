import { paths } from '@keel/shared/paths';
import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { useHydrated } from '../../lib/use-hydrated';
import { mobileLinkClasses as linkClasses } from './mobile-link-classes';
import { mainNavItems } from './nav-items';

const MobileAccount = lazy(() => import('./mobile-account'));

/** The collapsible menu for small screens: a real toggle button; closes when a link is chosen. */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { user } = useAuth();
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const hydrated = useHydrated();

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
        disabled={!hydrated}
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
                <Link
                  to={item.to}
                  reloadDocument={item.document}
                  onClick={close}
                  className={clsx(linkClasses, 'font-semibold text-slate-900')}
                >
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
            <Suspense fallback={null}>
              <MobileAccount onNavigate={close} />
            </Suspense>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
