import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

interface RowDeleteButtonProps {
  /** What is deleted, for the button's accessible name ("Delete Ada Lovelace"). */
  itemLabel: string;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
  /** What the delete takes with it (e.g. records it unlinks), rendered only while the confirmation is open. */
  consequences?: () => ReactNode;
}

/** A row's delete button; it asks 'Are you sure? This action cannot be undone.' first (docs/product/texts-and-constants.md#delete-confirmation). */
export function RowDeleteButton({ itemLabel, onConfirm, disabled, consequences }: RowDeleteButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${itemLabel}`}
          title="Delete"
          disabled={disabled}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          <span className="sr-only">Delete</span>
        </Button>
      }
      description={`${itemLabel} will be deleted.`}
      consequences={consequences}
      onConfirm={onConfirm}
    />
  );
}
