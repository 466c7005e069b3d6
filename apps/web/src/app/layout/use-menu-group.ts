import { useEffect, useMemo, useRef, useState } from 'react';
import { SUBMENU_CLOSE_GRACE_MS, SUBMENU_OPEN_DELAY_MS } from './nav-items';

export interface MenuGroup {
  openId: string | null;
  /** Mouse entered a menu: open it after the hover delay (cancels a pending close). */
  pointerEnter: (id: string) => void;
  /** Mouse left a menu: close after the grace period unless it comes back. */
  pointerLeave: () => void;
  /** Click or Enter/Space on a trigger. A menu just opened by hover stays open. */
  toggle: (id: string) => void;
  open: (id: string) => void;
  close: () => void;
}

/** One open submenu at a time, with hover intent (docs/product/public-site.md#menu-timing: 100 ms to open, 300 ms grace to close). */
export function useMenuGroup(): MenuGroup {
  const [openId, setOpenIdState] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const openedByHover = useRef(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  return useMemo<MenuGroup>(() => {
    const set = (id: string | null, byHover = false) => {
      current.current = id;
      openedByHover.current = id !== null && byHover;
      setOpenIdState(id);
    };
    const clearTimers = () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    };
    return {
      openId,
      pointerEnter(id) {
        clearTimeout(closeTimer.current);
        clearTimeout(openTimer.current);
        if (current.current === id) return;
        openTimer.current = setTimeout(() => set(id, true), SUBMENU_OPEN_DELAY_MS);
      },
      pointerLeave() {
        clearTimeout(openTimer.current);
        if (current.current === null) return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => set(null), SUBMENU_CLOSE_GRACE_MS);
      },
      toggle(id) {
        clearTimers();
        if (current.current === id && openedByHover.current) {
          openedByHover.current = false;
          return;
        }
        set(current.current === id ? null : id);
      },
      open(id) {
        clearTimers();
        set(id);
      },
      close() {
        clearTimers();
        if (current.current !== null) set(null);
      },
    };
  }, [openId]);
}
