import type { LeadCard } from '@keel/shared/funnel-lead';
import { ArrowDown, ArrowRight, ArrowUp, Ellipsis, Pencil } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useBoardQuery } from '../api/get-board';
import { useFunnelActions } from './funnel-actions';
import { focusCardWhenShown } from '../../../components/board/pending-focus';
import { menuContentClasses, menuItemClasses, menuLabelClasses } from '../../../components/board/menu-styles';

interface LeadCardMenuProps {
  card: LeadCard;
  columnIds: readonly string[];
  index: number;
}

const triggerClasses =
  '-mt-0.5 -mr-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900';

/**
 * The keyboard- and screen-reader-friendly way to move a card: up, down, or to the top of another
 * column. A Radix menu costs more to mount than the rest of the card, and a scrolling column mounts
 * cards every frame, so each card starts with a plain button that becomes the menu (open) on first use.
 */
export function LeadCardMenu(props: LeadCardMenuProps) {
  const [used, setUsed] = useState(false);
  const label = `Actions for ${props.card.name}`;
  if (used) return <CardMenu {...props} label={label} />;
  const activate = (event: PointerEvent | KeyboardEvent) => {
    if ('button' in event ? event.button !== 0 || event.ctrlKey : !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    setUsed(true);
  };
  return (
    <button type="button" aria-label={label} aria-haspopup="menu" aria-expanded={false} className={triggerClasses} onPointerDown={activate} onKeyDown={activate}>
      <Ellipsis aria-hidden className="h-4 w-4" />
    </button>
  );
}

function CardMenu({ card, columnIds, index, label }: LeadCardMenuProps & { label: string }) {
  const { openLead } = useFunnelActions();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={label} className={triggerClasses}>
        <Ellipsis aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClasses}>
          <DropdownMenu.Item className={menuItemClasses} onSelect={() => openLead(card.id)}>
            <Pencil aria-hidden className="h-4 w-4" />
            Open lead
          </DropdownMenu.Item>
          <MoveItems card={card} columnIds={columnIds} index={index} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Rendered only while the menu is open, so a board of thousands of cards holds no menus. */
function MoveItems({ card, columnIds, index }: LeadCardMenuProps) {
  const { moveCard } = useFunnelActions();
  const { data: board } = useBoardQuery();
  const others = (board?.columns ?? []).filter((column) => column.id !== card.stageId);
  const stageId = card.stageId;
  return (
    <>
      <DropdownMenu.Item
        className={menuItemClasses}
        disabled={index === 0}
        onSelect={() => moveCard({ cardId: card.id, stageId, beforeId: columnIds[index - 2] ?? null, afterId: columnIds[index - 1] })}
      >
        <ArrowUp aria-hidden className="h-4 w-4" />
        Move up
      </DropdownMenu.Item>
      <DropdownMenu.Item
        className={menuItemClasses}
        disabled={index >= columnIds.length - 1}
        onSelect={() => moveCard({ cardId: card.id, stageId, beforeId: columnIds[index + 1], afterId: columnIds[index + 2] ?? null })}
      >
        <ArrowDown aria-hidden className="h-4 w-4" />
        Move down
      </DropdownMenu.Item>
      {others.length > 0 ? (
        <>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Label className={menuLabelClasses}>Move to…</DropdownMenu.Label>
          {others.map((column) => (
            <DropdownMenu.Item
              key={column.id}
              className={menuItemClasses}
              onSelect={() => {
                focusCardWhenShown(card.id);
                moveCard({ cardId: card.id, stageId: column.id, beforeId: null, afterId: column.cards[0]?.id ?? null });
              }}
            >
              <ArrowRight aria-hidden className="h-4 w-4" style={{ color: column.color }} />
              {column.title}
            </DropdownMenu.Item>
          ))}
        </>
      ) : null}
    </>
  );
}
