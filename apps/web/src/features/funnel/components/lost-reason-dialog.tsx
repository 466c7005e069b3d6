import { useRef, useState } from 'react';
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
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === null) setMissing(true);
    else onConfirm(chosen);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 px-6 py-5">
      {reasons.isPending ? <Spinner label="Loading the lost reasons..." showLabel /> : null}
      {reasons.data ? (
        <fieldset aria-describedby={missing ? 'lost-reason-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">Lost reason</legend>
          <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
            {reasons.data.map((reason, index) => (
              <label key={reason.id} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="radio"
                  name="lost-reason"
                  value={reason.label}
                  // The first choice takes the focus, so the dialog is answered from the keyboard at once.
                  autoFocus={index === 0}
                  checked={chosen === reason.label}
                  onChange={() => (setChosen(reason.label), setMissing(false))}
                  className="h-4 w-4 accent-accent-700"
                />
                {reason.label}
              </label>
            ))}
          </div>
          {missing ? (
            <p id="lost-reason-error" role="alert" className="mt-2 text-sm text-red-700">
              Please choose why the deal was lost.
            </p>
          ) : null}
        </fieldset>
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
