import type { LeadCard } from '@keel/shared/funnel-lead';
import { ArrowDown, ArrowRight, ArrowUp, Pencil } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useBoardQuery } from '../api/get-board';
import { useFunnelActions } from './funnel-actions';
import { focusCardWhenShown } from '../../../components/board/pending-focus';
import { LazyCardMenu } from '../../../components/board/lazy-card-menu';
import { menuItemClasses, menuLabelClasses } from '../../../components/board/menu-styles';

interface LeadCardMenuProps {
  card: LeadCard;
  columnIds: readonly string[];
  index: number;
}

/** The keyboard- and screen-reader-friendly way to move a card: up, down, or to the top of another column. */
export function LeadCardMenu(props: LeadCardMenuProps) {
  const { openLead } = useFunnelActions();
  return (
    <LazyCardMenu
      label={`Actions for ${props.card.name}`}
      items={() => (
        <>
          <DropdownMenu.Item className={menuItemClasses} onSelect={() => openLead(props.card.id)}>
            <Pencil aria-hidden className="h-4 w-4" />
            Quick edit
          </DropdownMenu.Item>
          <MoveItems {...props} />
        </>
      )}
    />
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
