import { interviewsCancelledWarning } from '@keel/shared/interviews';
import { offeredReasons, REJECTION_REASON_REQUIRED } from '@keel/shared/rejection-reasons';
import { AlertDialog } from 'radix-ui';
import { ReasonChoice, useReasonChoice } from '../../../components/reason-choice';
import { Button } from '../../../components/ui/button';
import { DIALOG_POSITION } from '../../../components/ui/dialog-position';
import { Spinner } from '../../../components/ui/spinner';
import { useRejectionReasons } from '../api/rejection-reasons';

interface RejectionDialogProps {
  /** The application being rejected, with how many upcoming interviews the move cancels; null: closed. */
  target: { name: string; interviews: number } | null;
  onConfirm: (reasonId: string) => void;
  onCancel: () => void;
}

/**
 * Every move to Rejected on the board asks first (decision 0078): why, from the admins' list (radio
 * buttons: arrow keys choose), and, when there are some, that its upcoming interviews will be
 * cancelled (decision 0074). Cancel leaves the card where it was.
 */
export function RejectionDialog({ target, onConfirm, onCancel }: RejectionDialogProps) {
  return (
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className={`${DIALOG_POSITION} z-50 w-[min(30rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-xl`}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Move to Rejected?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {target ? `${target.name} moves to Rejected. ${interviewsCancelledWarning(target.interviews)}`.trim() : null}
          </AlertDialog.Description>
          {target ? <ReasonForm onConfirm={onConfirm} onCancel={onCancel} /> : null}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ReasonForm({ onConfirm, onCancel }: Omit<RejectionDialogProps, 'target'>) {
  const reasons = useRejectionReasons();
  const { chosen, missing, choose, submit } = useReasonChoice(onConfirm);
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      {reasons.isPending ? <Spinner label="Loading the rejection reasons..." showLabel /> : null}
      {reasons.data ? (
        <ReasonChoice
          legend="Rejection reason"
          name="rejection-reason"
          reasons={offeredReasons(reasons.data).map((r) => ({ key: r.id, label: r.label }))}
          chosen={chosen}
          onChoose={choose}
          missing={missing ? REJECTION_REASON_REQUIRED : null}
        />
      ) : null}
      <div className="flex justify-end gap-3 pt-1">
        <AlertDialog.Cancel asChild>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </AlertDialog.Cancel>
        <Button type="submit" variant="destructive" disabled={!reasons.data}>
          Move to Rejected
        </Button>
      </div>
    </form>
  );
}
