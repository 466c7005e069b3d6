import { clsx } from 'clsx';
import { NavLink, useLocation } from 'react-router';
import { mainNavItems } from './nav-items';
import { NavMenu } from './nav-menu';
import { useMenuGroup } from './use-menu-group';

/** Desktop menu of the public site's main items, with hover/click/keyboard submenus. */
export function MainNav({ className }: { className?: string }) {
  const group = useMenuGroup();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5">
        {mainNavItems.map((item) => (
          <li key={item.id}>
            {item.children ? (
              <NavMenu
                id={item.id}
                label={item.label}
                items={item.children}
                group={group}
                active={pathname === item.to || item.children.some((child) => child.to === pathname)}
              />
            ) : (
              <NavLink
                to={item.to}
                end={!item.document}
                reloadDocument={item.document}
                className={({ isActive }) =>
                  clsx(
                    'inline-flex rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive ? 'text-accent-700' : 'text-slate-700 hover:text-brand-900',
                  )
                }
              >
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
