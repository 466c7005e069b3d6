import { paths } from '@keel/shared/paths';
import { LogIn, Mail, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';
import { site } from '../../config/site';
import { useAuth } from '../../features/auth/auth-context';
import { BrandLogo } from './brand-logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';

// Only signed-in staff see the CRM menus and the account menu: their code stays out of public page loads.
const CrmNav = lazy(() => import('./crm-nav').then((module) => ({ default: module.CrmNav })));
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Sticky header: utility bar (contact, CRM menus, account) and the main bar (brand, menus). */
export function SiteHeader() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 shadow-sm">
      <div className="bg-brand-950 text-sm text-white/80">
        <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-5">
            <a
              href={`tel:${site.contact.phone.replace(/[^\d+]/g, '')}`}
              className="hidden items-center gap-1.5 hover:text-white sm:inline-flex"
            >
              <Phone aria-hidden className="h-3.5 w-3.5" />
              {site.contact.phone}
            </a>
            <a href={`mailto:${site.contact.email}`} className="hidden items-center gap-1.5 hover:text-white md:inline-flex">
              <Mail aria-hidden className="h-3.5 w-3.5" />
              {site.contact.email}
            </a>
          </div>
          <div className="flex items-center gap-1">
            {user ? (
              <>
                <Suspense fallback={<span aria-hidden className="inline-block h-9 w-9" />}>
                  <CrmNav className="hidden md:block" />
                  <UserMenu />
                </Suspense>
              </>
            ) : (
              <Link to={paths.login} className={buttonClasses('primary', 'sm')}>
                <LogIn aria-hidden className="h-4 w-4" />
                CRM Login
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          {/* Between lg and xl the full main menu needs the room: the mark stays, the name is read by screen readers only. */}
          <BrandLogo nameClassName="lg:max-xl:sr-only" />
          <MainNav className="hidden lg:block" />
          <div className="hidden xl:block">
            <Link to={paths.contactUs} className={buttonClasses('secondary', 'sm', 'h-9')}>
              Get a Consultation
            </Link>
          </div>
          <MobileNav className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
