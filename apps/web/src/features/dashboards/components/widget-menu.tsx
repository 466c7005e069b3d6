import { ChevronRight, EllipsisVertical, Move, Pencil, Settings2, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { NUDGES, type Nudge } from '../layout-nudge';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

interface WidgetMenuProps {
  title: string;
  typeName: string;
  onEditTitle: () => void;
  onConfigure: () => void;
  onNudge: (nudge: Nudge) => void;
  onRemove: () => void;
}

/** A widget's menu in edit mode: Edit Title, Configure, Remove Widget (docs/product/dashboards.md#widgets). */
export function WidgetMenu({ title, typeName, onEditTitle, onConfigure, onNudge, onRemove }: WidgetMenuProps) {
  // After Edit Title the focus belongs to the title field, not back on this trigger.
  const keepFocus = useRef(false);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Options for ${title}`}
        className="widget-no-drag inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-900"
      >
        <EllipsisVertical aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (keepFocus.current) event.preventDefault();
            keepFocus.current = false;
          }}
          className="z-50 min-w-44 animate-menu-in rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 pt-1 pb-1.5 text-xs font-medium text-slate-500">{typeName}</DropdownMenu.Label>
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => {
              keepFocus.current = true;
              onEditTitle();
            }}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            Edit Title
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onConfigure}>
            <Settings2 aria-hidden className="h-4 w-4" />
            Configure
          </DropdownMenu.Item>
          {/* The keyboard's way to do what dragging and resizing do; stays open for repeated steps. */}
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={itemClasses}>
              <Move aria-hidden className="h-4 w-4" />
              Move and resize
              <ChevronRight aria-hidden className="ml-auto h-4 w-4" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent
                sideOffset={4}
                className="z-50 min-w-40 animate-menu-in rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
              >
                {(Object.keys(NUDGES) as Nudge[]).map((nudge) => (
                  <DropdownMenu.Item
                    key={nudge}
                    className={itemClasses}
                    onSelect={(event) => {
                      event.preventDefault();
                      onNudge(nudge);
                    }}
                  >
                    {NUDGES[nudge]}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={`${itemClasses} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
            onSelect={onRemove}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            Remove Widget
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
