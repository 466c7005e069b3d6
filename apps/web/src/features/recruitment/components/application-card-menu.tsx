import { APPLICATION_STAGES, type ApplicationCard, type ApplicationStage } from '@keel/shared/applications';
import { ArrowRight } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { LazyCardMenu } from '../../../components/board/lazy-card-menu';
import { menuItemClasses, menuLabelClasses } from '../../../components/board/menu-styles';
import { focusCardWhenShown } from '../../../components/board/pending-focus';

interface Props {
  card: ApplicationCard;
  onMove: (id: string, stage: ApplicationStage) => void;
}

/** The keyboard- and screen-reader-friendly move: 'Move to…' each other stage, as on the funnel. */
export function ApplicationCardMenu({ card, onMove }: Props) {
  return (
    <LazyCardMenu
      label={`Actions for ${card.name}`}
      items={() => (
        <>
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
        </>
      )}
    />
  );
}
