import { APPLICATION_STAGES, type ApplicationCard, type ApplicationStage } from '@keel/shared/applications';
import { ArrowRight, Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { menuContentClasses, menuItemClasses, menuLabelClasses } from '../../../components/board/menu-styles';
import { focusCardWhenShown } from '../../../components/board/pending-focus';

const triggerClasses = '-mt-0.5 -mr-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900';

interface Props {
  card: ApplicationCard;
  onMove: (id: string, stage: ApplicationStage) => void;
}

/**
 * The keyboard- and screen-reader-friendly move: 'Move to…' each other stage. As on the funnel,
 * each card starts with a plain button that becomes the Radix menu (open) on first use, so a board
 * of hundreds of cards mounts no menus.
 */
export function ApplicationCardMenu(props: Props) {
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

function CardMenu({ card, onMove, label }: Props & { label: string }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={label} className={triggerClasses}>
        <Ellipsis aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClasses}>
          <DropdownMenu.Label className={menuLabelClasses}>Move to…</DropdownMenu.Label>
          {APPLICATION_STAGES.filter((stage) => stage !== card.stage).map((stage) => (
            <DropdownMenu.Item
              key={stage}
              className={menuItemClasses}
              onSelect={() => {
                focusCardWhenShown(card.application_id);
                onMove(card.application_id, stage);
              }}
            >
              <ArrowRight aria-hidden className="h-4 w-4" />
              {stage}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
