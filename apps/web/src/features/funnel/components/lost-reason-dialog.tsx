import { useRef } from 'react';
import { ReasonChoice, useReasonChoice } from '../../../components/reason-choice';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useLostReasons } from '../../../components/use-lost-reasons';

interface LostReasonDialogProps {
  /** The deal being lost and the stage it goes to; null: closed. */
  target: { leadName: string; stageTitle: string } | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks why a deal was lost when it moves into a lost stage (decision 0060): one reason from the
 * admins' list, as radio buttons (arrow keys choose, Enter confirms). Cancel leaves the deal where it was.
 */
export function LostReasonDialog({ target, onConfirm, onCancel }: LostReasonDialogProps) {
  // Confirmed, the focus stays with the moved card (it takes it in its new column); cancelled, it goes back.
  const confirmed = useRef(false);
  return (
    <ModalDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Why was this deal lost?"
      description={target ? `${target.leadName} moves to ${target.stageTitle}.` : undefined}
      onCloseAutoFocus={(event) => {
        if (confirmed.current) event.preventDefault();
        confirmed.current = false;
      }}
    >
      {target ? (
        <LostReasonForm
          onConfirm={(reason) => {
            confirmed.current = true;
            onConfirm(reason);
          }}
          onCancel={onCancel}
        />
      ) : null}
    </ModalDialog>
  );
}

function LostReasonForm({ onConfirm, onCancel }: Omit<LostReasonDialogProps, 'target'>) {
  const reasons = useLostReasons();
  const { chosen, missing, choose, submit } = useReasonChoice(onConfirm);
  return (
    <form onSubmit={submit} noValidate className="space-y-4 px-6 py-5">
      {reasons.isPending ? <Spinner label="Loading the lost reasons..." showLabel /> : null}
      {reasons.data ? (
        <ReasonChoice
          legend="Lost reason"
          name="lost-reason"
          reasons={reasons.data.map((r) => ({ key: r.label, label: r.label }))}
          chosen={chosen}
          onChoose={choose}
          missing={missing ? 'Please choose why the deal was lost.' : null}
        />
      ) : null}
      <div className="flex justify-end gap-3 pt-1">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!reasons.data}>
          Mark as Lost
        </Button>
      </div>
    </form>
  );
}
