import type { SavedReport } from '@keel/shared/reports';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteReport, useDuplicateReport } from '../api/reports-api';

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) });

interface Props {
  report: SavedReport;
  onEdit: (id: string) => void;
  onDuplicated: (id: string) => void;
  onDeleted?: () => void;
  /** Icon buttons (in the list), named for screen readers with the report's name. */
  compact?: boolean;
}

/** Edit, Duplicate and Delete (with the confirmation of docs/product/texts-and-constants.md#delete-confirmation) of one report. */
export function ReportActions({ report, onEdit, onDuplicated, onDeleted, compact = false }: Props) {
  const duplicate = useDuplicateReport();
  const remove = useDeleteReport();
  const size = compact ? 'sm' : 'md';
  const label = (verb: string) => (compact ? `${verb} ${report.name}` : undefined);
  return (
    <>
      <Button variant="outline" size={size} aria-label={label('Edit')} onClick={() => onEdit(report.id)}>
        <Pencil aria-hidden className="h-4 w-4" />
        {compact ? null : 'Edit'}
      </Button>
      <Button
        variant="outline"
        size={size}
        aria-label={label('Duplicate')}
        disabled={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(report.id, {
            onSuccess: (copy) => {
              toast({ title: 'Report Duplicated', description: `"${copy.name}" was created.` });
              onDuplicated(copy.id);
            },
            onError: failed,
          })
        }
      >
        <Copy aria-hidden className="h-4 w-4" />
        {compact ? null : 'Duplicate'}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size={size} aria-label={label('Delete')}>
            <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
            {compact ? null : 'Delete'}
          </Button>
        }
        onConfirm={() =>
          remove.mutateAsync(report.id).then(
            () => {
              toast({ title: 'Report Deleted', description: `"${report.name}" was deleted.` });
              onDeleted?.();
            },
            (error: unknown) => {
              failed(error);
            },
          )
        }
      />
    </>
  );
}
