import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import type { NavLinkItem } from './nav-items';
import type { MenuGroup } from './use-menu-group';

export interface NavMenuProps {
  id: string;
  label: string;
  items: readonly NavLinkItem[];
  group: MenuGroup;
  icon?: ReactNode;
  active?: boolean;
  align?: 'left' | 'right';
  triggerClassName?: string;
}

/**
 * A disclosure submenu: a real button (aria-expanded) and a panel of links. Opens on hover (with
 * intent delays), click, Enter/Space or ArrowDown; Escape, a click outside or leaving it closes it.
 */
export function NavMenu({ id, label, items, group, icon, active, align = 'left', triggerClassName }: NavMenuProps) {
  const hydrated = useHydrated();
  const open = group.openId === id;
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      container.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) group.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, group]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      group.close();
      trigger.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const links = Array.from(container.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
      if (event.target === trigger.current) {
        event.preventDefault();
        if (open) links[0]?.focus();
        else {
          focusFirstOnOpen.current = true;
          group.open(id);
        }
        return;
      }
      const index = links.indexOf(event.target as HTMLAnchorElement);
      if (index >= 0) {
        event.preventDefault();
        const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
        (links[(next + links.length) % links.length] ?? trigger.current)?.focus();
      }
    }
  };

  return (
    <div
      ref={container}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && group.pointerEnter(id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && group.pointerLeave()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !container.current?.contains(event.relatedTarget as Node | null)) group.close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => group.toggle(id)}
        className={clsx(
          'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors',
          triggerClassName ?? (active ? 'text-accent-700' : 'text-slate-700 hover:text-brand-900'),
        )}
      >
        {icon}
        {label}
        <ChevronDown aria-hidden className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className={clsx('absolute top-full z-50 pt-2', align === 'right' ? 'right-0' : 'left-0')}>
        <ul className="min-w-56 animate-menu-in rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl">
          {items.map((item) => (
            <li key={item.to + item.label}>
              <Link
                to={item.to}
                onClick={() => group.close()}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-900 focus-visible:bg-slate-100"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
