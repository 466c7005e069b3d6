import { paths } from '@keel/shared/paths';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes-prompt';
import { useAuth } from '../../features/auth/auth-context';
import { BrandLogo } from '../layout/brand-logo';
import { PageTransition } from '../layout/page-transition';
import { getMain, MAIN_ID, SkipLink } from '../layout/skip-link';
import { CommandPalette } from './command-palette';
import { WorkspaceDrawer } from './workspace-drawer';
import { WorkspaceSidebar } from './workspace-sidebar';
import { WorkspaceTopBar } from './workspace-top-bar';

/** Ctrl-K (Cmd-K on a Mac) opens the palette from anywhere in the workspace. */
function usePaletteShortcut(setOpen: (open: boolean) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);
}

/**
 * The frame of signed-in work (/crm/*, /recruitment/* behind the guards; decision 0017): skip link,
 * the role's destinations in a sidebar (a drawer on small screens), a top bar with the global search,
 * the public site's link and the user menu, and the page. Until the session is known, or without
 * one, only the guard below renders (its loader or its redirect).
 */
export function WorkspaceLayout() {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const { pathname } = useLocation();
  usePaletteShortcut(setPaletteOpen);

  // Any navigation (a link, the palette, the back button) closes the drawer.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  if (!user) return <Outlet />;
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <SkipLink />
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col bg-brand-950 lg:flex">
        <div className="flex h-14 items-center border-b border-white/10 px-5">
          <BrandLogo inverted to={paths.dashboard} />
        </div>
        <WorkspaceSidebar />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <WorkspaceTopBar
          menu={<WorkspaceDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />}
          onOpenSearch={() => setPaletteOpen(true)}
        />
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <PageTransition focusTarget={getMain}>
            <Outlet />
          </PageTransition>
        </main>
      </div>
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
      <UnsavedChangesPrompt />
    </div>
  );
}
