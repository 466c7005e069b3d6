import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useState } from 'react';
import { menuContentClasses } from './menu-styles';

const triggerClasses =
  '-mt-0.5 -mr-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900';

/**
 * A board card's actions menu. A Radix menu costs more to mount than the rest of the card, and a
 * scrolling column mounts cards every frame, so each card starts with a plain button that becomes
 * the menu (open) on first use. `items` renders only while the menu is open.
 */
export function LazyCardMenu({ label, items }: { label: string; items: () => ReactNode }) {
  const [used, setUsed] = useState(false);
  if (used) {
    return (
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger aria-label={label} className={triggerClasses}>
          <Ellipsis aria-hidden className="h-4 w-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClasses}>
            {items()}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  }
  const activate = (event: PointerEvent | KeyboardEvent) => {
    if ('button' in event ? event.button !== 0 || event.ctrlKey : !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    setUsed(true);
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClasses}
      onPointerDown={activate}
      onKeyDown={activate}
    >
      <Ellipsis aria-hidden className="h-4 w-4" />
    </button>
  );
}
