import { zodResolver } from '@hookform/resolvers/zod';
import { STAGE_OUTCOME_LABELS, STAGE_OUTCOMES } from '@keel/shared/deal-figures';
import { FUNNEL_TOASTS, StageInput } from '@keel/shared/funnel';
import type { BoardColumn } from '@keel/shared/funnel-board';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateStageMutation } from '../api/create-stage';
import { useUpdateStageMutation } from '../api/update-stage';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/** Colours offered as one-click choices (the default stages' colours first). */
const SWATCHES = [
  ['Blue', '#3B82F6'],
  ['Amber', '#F59E0B'],
  ['Violet', '#8B5CF6'],
  ['Green', '#10B981'],
  ['Red', '#EF4444'],
  ['Sky', '#0EA5E9'],
  ['Pink', '#EC4899'],
  ['Teal', '#14B8A6'],
  ['Slate', '#64748B'],
] as const;

interface StageDialogProps {
  /** The stage to edit; null to create one. */
  stage: BoardColumn | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admins set whether the stage is won or lost and its win probability (decision 0060). */
  canSetOutcome: boolean;
}

/** Create a stage, or rename / recolour one ('Stage Created!', 'Stage Updated!'); admins also set its outcome and win probability. */
export function StageDialog({ stage, open, onOpenChange, canSetOutcome }: StageDialogProps) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={stage ? `Edit Stage: ${stage.title}` : 'Add Stage'}>
      {open ? <StageForm key={stage?.id ?? 'new'} stage={stage} canSetOutcome={canSetOutcome} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

const OUTCOME_OPTIONS = STAGE_OUTCOMES.map((value) => ({ value, label: STAGE_OUTCOME_LABELS[value] }));

function StageForm({ stage, canSetOutcome, onDone }: { stage: BoardColumn | null; canSetOutcome: boolean; onDone: () => void }) {
  const createStage = useCreateStageMutation();
  const updateStage = useUpdateStageMutation();
  const { register, handleSubmit, setValue, control, formState } = useForm<StageInput>({
    resolver: zodResolver(StageInput),
    defaultValues: {
      title: stage?.title ?? '',
      color: stage?.color ?? SWATCHES[5][1],
      ...(canSetOutcome ? { outcome: stage?.outcome ?? 'open', winProbability: stage?.winProbability } : {}),
    },
  });
  const color = useWatch({ control, name: 'color' });

  const onSubmit = handleSubmit(async (input) => {
    // A probability left as it was is not sent: a new outcome then brings its own default.
    const values = { ...input, winProbability: input.winProbability === stage?.winProbability ? undefined : input.winProbability };
    try {
      if (stage) {
        await updateStage.mutateAsync({ id: stage.id, input: values });
        toast({ title: FUNNEL_TOASTS.stageUpdated });
      } else {
        await createStage.mutateAsync(values);
        toast({ title: FUNNEL_TOASTS.stageCreated });
      }
      onDone();
    } catch (error) {
      toast({ title: stage ? 'Error updating stage' : 'Error creating stage', description: errorMessage(error), variant: 'destructive' });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 px-6 py-5">
      <Field id="stage-title" label="Stage title" error={formState.errors.title?.message}>
        <Input autoComplete="off" maxLength={60} {...register('title')} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Colour</legend>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {SWATCHES.map(([name, hex]) => (
            <button
              key={hex}
              type="button"
              aria-label={`${name} ${hex}`}
              aria-pressed={color.toLowerCase() === hex.toLowerCase()}
              onClick={() => setValue('color', hex, { shouldDirty: true, shouldValidate: true })}
              className="h-8 w-8 rounded-full ring-offset-2 aria-pressed:ring-2 aria-pressed:ring-slate-900"
              style={{ backgroundColor: hex }}
            />
          ))}
          <label className="ml-1 inline-flex items-center gap-2 text-sm text-slate-700">
            <input type="color" className="h-8 w-10 cursor-pointer rounded border border-slate-300 bg-white" {...register('color')} />
            Custom colour
          </label>
        </div>
        {formState.errors.color ? <p className="mt-1 text-sm text-red-700">{formState.errors.color.message}</p> : null}
      </fieldset>
      {canSetOutcome ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="stage-outcome" label="Outcome" hint="Deals in a won or lost stage are closed.">
            <Select options={OUTCOME_OPTIONS} {...register('outcome')} />
          </Field>
          <Field
            id="stage-probability"
            label="Win probability (%)"
            hint={stage ? undefined : 'Left empty: set by the stage’s place.'}
            error={formState.errors.winProbability?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              {...register('winProbability', { setValueAs: (v: string) => (v === '' || v === undefined ? undefined : Number(v)) })}
            />
          </Field>
        </div>
      ) : stage ? (
        <p className="text-sm text-slate-600">
          {STAGE_OUTCOME_LABELS[stage.outcome]} stage · win probability {stage.winProbability}% (admins change these).
        </p>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : stage ? 'Save Changes' : 'Create Stage'}
        </Button>
      </div>
    </form>
  );
}
