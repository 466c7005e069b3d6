import { FUNNEL_TOASTS } from '@keel/shared/funnel';
import type { Lead, LeadInput } from '@keel/shared/funnel-lead';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteLeadMutation } from '../api/delete-lead';
import { useLeadQuery } from '../api/get-lead';
import { useSaveLeadMutation } from '../api/save-lead';
import { FunnelDialog } from './funnel-dialog';
import { LeadForm } from './lead-form';
import { leadValues, newLeadValues } from './lead-form-values';

export type LeadEditorTarget = { mode: 'create'; stageId: string; stageTitle: string } | { mode: 'edit'; leadId: string };

interface LeadEditorDialogProps {
  target: LeadEditorTarget | null;
  onClose: () => void;
}

/** Create a lead in a column, or open one to edit or delete it. */
export function LeadEditorDialog({ target, onClose }: LeadEditorDialogProps) {
  const title = target?.mode === 'create' ? `New Lead in ${target.stageTitle}` : 'Edit Lead';
  return (
    <FunnelDialog open={target !== null} onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {target?.mode === 'create' ? <NewLead stageId={target.stageId} stageTitle={target.stageTitle} onClose={onClose} /> : null}
      {target?.mode === 'edit' ? <EditLead key={target.leadId} leadId={target.leadId} onClose={onClose} /> : null}
    </FunnelDialog>
  );
}

function NewLead({ stageId, stageTitle, onClose }: { stageId: string; stageTitle: string; onClose: () => void }) {
  const save = useSaveLeadMutation();
  const onSubmit = async (values: LeadInput) => {
    try {
      await save.mutateAsync({ mode: 'create', stageId, values });
    } catch (error) {
      toast({ title: 'Error creating lead', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
    toast({ title: FUNNEL_TOASTS.leadCreated, description: `"${values.name}" was added to ${stageTitle}.` });
    onClose();
  };
  return <LeadForm defaultValues={newLeadValues(stageTitle)} onSubmit={onSubmit} onCancel={onClose} />;
}

function EditLead({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const query = useLeadQuery(leadId);
  const [conflict, setConflict] = useState(false);
  const [formKey, setFormKey] = useState(0);

  if (query.isPending) return <Spinner className="m-6" label="Loading the lead..." showLabel />;
  if (query.isError) {
    return (
      <div className="space-y-4 px-6 py-5" role="alert">
        <p className="text-sm text-slate-700">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const reload = async () => {
    await query.refetch();
    setConflict(false);
    setFormKey((key) => key + 1);
  };

  return (
    <>
      {conflict ? (
        <div role="alert" className="mx-6 mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <span className="flex-1">Someone else changed this lead while you were editing it. Your changes are still in the form.</span>
          <Button size="sm" variant="outline" onClick={() => void reload()}>
            Load the latest version
          </Button>
        </div>
      ) : null}
      <EditLeadForm key={formKey} lead={query.data} onClose={onClose} onConflict={() => setConflict(true)} />
    </>
  );
}

function EditLeadForm({ lead, onClose, onConflict }: { lead: Lead; onClose: () => void; onConflict: () => void }) {
  const save = useSaveLeadMutation();
  const remove = useDeleteLeadMutation();

  const onSubmit = async (values: LeadInput) => {
    try {
      await save.mutateAsync({ mode: 'update', id: lead.id, version: lead.version, values });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      toast({ title: 'Error updating lead', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
    toast({ title: FUNNEL_TOASTS.leadUpdated });
    onClose();
  };

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
