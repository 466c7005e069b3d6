import { FUNNEL_TOASTS } from '@keel/shared/funnel';
import type { ReactNode } from 'react';
import type { Lead, LeadInput, LeadInputValues } from '@keel/shared/funnel-lead';
import { useState } from 'react';
import { UNSAVED_CHANGES_TITLE } from '../../../components/unsaved-changes-prompt';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { hasUnsavedChanges } from '../../../components/use-unsaved-changes-prompt';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteLeadMutation } from '../api/delete-lead';
import { useBoardQuery } from '../api/get-board';
import { useLeadQuery } from '../api/get-lead';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { useSaveLeadMutation } from '../api/save-lead';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { LeadForm } from './lead-form';
import { leadValues, newLeadValues } from './lead-form-values';

export type LeadEditorTarget = { mode: 'create'; stageId: string; stageTitle: string } | { mode: 'edit'; leadId: string };

interface LeadEditorDialogProps {
  target: LeadEditorTarget | null;
  onClose: () => void;
  /** The lead's timeline, under the form of an existing lead. */
  timeline?: (leadId: string) => ReactNode;
}

/** Create a lead in a column, or open one to edit or delete it. */
export function LeadEditorDialog({ target, onClose: close, timeline }: LeadEditorDialogProps) {
  const title = target?.mode === 'create' ? `New Lead in ${target.stageTitle}` : 'Edit Lead';
  // Closing with unsaved changes asks first; after a save the form is clean and closes at once.
  const [asking, setAsking] = useState(false);
  const onClose = () => (hasUnsavedChanges() ? setAsking(true) : close());
  return (
    <ModalDialog open={target !== null} onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {/* One scrolling body: on a phone every field and the timeline are reached by scrolling it, and the form's buttons stick to its bottom. */}
      <div className="min-h-0 overflow-y-auto px-6">
        {target?.mode === 'create' ? <NewLead stageId={target.stageId} stageTitle={target.stageTitle} onClose={onClose} /> : null}
        {target?.mode === 'edit' ? (
          <p className="pt-3 text-sm">
            <Link to={paths.deal(target.leadId)} className="font-medium text-accent-700 hover:underline">
              Open the deal page
            </Link>
          </p>
        ) : null}
        {target?.mode === 'edit' ? <EditLead key={target.leadId} leadId={target.leadId} onClose={onClose} /> : null}
        {target?.mode === 'edit' && timeline ? <div className="border-t border-slate-200 py-5">{timeline(target.leadId)}</div> : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={UNSAVED_CHANGES_TITLE}
        description="You have unsaved changes to this lead. If you close it, they will be lost."
        confirmLabel="Discard Changes"
        onConfirm={close}
      />
    </ModalDialog>
  );
}

function NewLead({ stageId, stageTitle, onClose }: { stageId: string; stageTitle: string; onClose: () => void }) {
  const save = useSaveLeadMutation();
  const stages = useBoardQuery().data?.columns ?? [];
  const onSubmit = async (values: LeadInput) => {
    try {
      await save.mutateAsync({ mode: 'create', values: { ...values, stageId: values.stageId ?? stageId } });
    } catch (error) {
      toast({ title: 'Error creating lead', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
    toast({
      title: FUNNEL_TOASTS.leadCreated,
      description: `"${values.name}" was added to ${stages.find((s) => s.id === values.stageId)?.title ?? stageTitle}.`,
    });
    onClose();
  };
  return <LeadForm defaultValues={newLeadValues(stageId)} stages={stages} onSubmit={onSubmit} onCancel={onClose} />;
}

/** Edits carry the version the form opened with; a stale save opens the shared Reload / Overwrite choice (decision 0016). */
function EditLead({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const query = useLeadQuery(leadId);
  const save = useSaveLeadMutation();
  const edit = useStaleEdit({
    record: query.data,
    what: 'lead',
    send: (values: LeadInput, version) => save.mutateAsync({ mode: 'update', id: leadId, version, values }),
    savedRecord: (saved: Lead) => saved,
    refetch: async () => (await query.refetch({ throwOnError: true })).data,
    toForm: leadValues,
    onSaved: () => {
      toast({ title: FUNNEL_TOASTS.leadUpdated });
      onClose();
    },
    onError: (error) => toast({ title: 'Error updating lead', description: errorMessage(error), variant: 'destructive' }),
  });

  if (query.isPending) return <Spinner className="my-6" label="Loading the lead..." showLabel />;
  if (query.isError) {
    return (
      <div className="space-y-4 py-5" role="alert">
        <p className="text-sm text-slate-700">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <>
      <div className="[&_p]:mt-4">{edit.ui}</div>
      <EditLeadForm lead={query.data} rebase={edit.rebase} onSubmit={edit.submit} onClose={onClose} />
    </>
  );
}

interface EditLeadFormProps {
  lead: Lead;
  rebase: LeadInputValues | undefined;
  onSubmit: (values: LeadInput) => Promise<void>;
  onClose: () => void;
}

function EditLeadForm({ lead, rebase, onSubmit, onClose }: EditLeadFormProps) {
  const remove = useDeleteLeadMutation();
  const stages = useBoardQuery().data?.columns ?? [];

  const onDelete = async () => {
    try {
      await remove.mutateAsync(lead.id);
      toast({ title: FUNNEL_TOASTS.leadDeleted });
      onClose();
    } catch (error) {
      toast({ title: 'Error deleting lead', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <LeadForm
      lead={lead}
      defaultValues={leadValues(lead)}
      rebase={rebase}
      stages={stages}
      onSubmit={onSubmit}
      onCancel={onClose}
      footer={
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={remove.isPending}>
              Delete Lead
            </Button>
          }
          description={`"${lead.name}" will be removed from the funnel for everyone.`}
          onConfirm={onDelete}
        />
      }
    />
  );
}
