import { Button } from './button';

interface FormActionsProps {
  onCancel: () => void;
  /** True while the form is being submitted: the submit button is disabled and says busyLabel. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}

/** A record form's closing row: Cancel, then the submit button. */
export function FormActions({ onCancel, busy, submitLabel, busyLabel }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-3">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
