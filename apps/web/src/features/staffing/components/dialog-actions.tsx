import { Button } from '../../../components/ui/button';

/**
 * How a staffing dialog ends: the server's refusal (if any) as an alert, then the submit button,
 * showing its busy label while the request runs, and Cancel.
 */
export function DialogActions({
  problem,
  busy,
  label,
  busyLabel,
  destructive = false,
  onCancel,
}: {
  problem: string | null | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
  destructive?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={destructive ? 'destructive' : undefined} disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
