import { Eye, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { RowDeleteButton } from './row-delete-button';

interface RowActionsProps {
  /** The row's record, named in the actions' accessible names ("View Ada Lovelace"). */
  itemLabel: string;
  /** The record's page. */
  to: string;
  /** What that page is for: 'view' shows "View" beside the icon from sm up; 'edit' is icon-only. */
  open: 'view' | 'edit';
  /** Runs once the delete is confirmed. */
  onDelete: () => unknown;
  /** What the delete takes with it, shown in its confirmation (see RowDeleteButton). */
  deleteConsequences?: () => ReactNode;
}

/** A list row's actions: a link to the record (view or edit) and delete with confirmation. */
export function RowActions({ itemLabel, to, open, onDelete, deleteConsequences }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" asChild>
        {open === 'view' ? (
          <Link to={to} aria-label={`View ${itemLabel}`}>
            <Eye aria-hidden className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">View</span>
          </Link>
        ) : (
          <Link to={to} aria-label={`Edit ${itemLabel}`} title="Edit">
            <Pencil aria-hidden className="h-4 w-4" />
            <span className="sr-only">Edit</span>
          </Link>
        )}
      </Button>
      <RowDeleteButton itemLabel={itemLabel} onConfirm={() => void onDelete()} consequences={deleteConsequences} />
    </div>
  );
}
