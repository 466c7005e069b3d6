import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { paths } from '@keel/shared/paths';
import { BrandLogo } from '../layout/brand-logo';
import { WorkspaceSidebar } from './workspace-sidebar';

interface WorkspaceDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The sidebar as a drawer on small screens, with its 'Menu' button: focus-trapped, Escape, the close
 * button or a chosen link closes it, and focus returns to the button.
 */
export function WorkspaceDrawer({ open, onOpenChange }: WorkspaceDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 lg:hidden">
        <Menu aria-hidden className="h-6 w-6" />
        <span className="sr-only">Menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-brand-950 shadow-xl outline-none lg:hidden"
        >
          <div className="flex h-14 items-center justify-between border-b border-white/10 px-4">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <BrandLogo inverted to={paths.dashboard} />
            <Dialog.Close className="inline-flex h-10 w-10 items-center justify-center rounded-md text-white/80 hover:bg-white/10 hover:text-white">
              <X aria-hidden className="h-5 w-5" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <WorkspaceSidebar onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
