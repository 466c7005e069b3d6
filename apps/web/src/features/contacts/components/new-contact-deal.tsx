import { type NewContactDealInput } from '@keel/shared/contact-intake';
import { Field } from '../../../components/ui/field';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useFunnelStages } from '../../../components/use-funnel-stages';

export interface DealDraft {
  wanted: boolean;
  name: string;
  dealValue: string;
  stageId: string;
  expectedCloseDate: string;
}

export const NO_DEAL: DealDraft = { wanted: false, name: '', dealValue: '', stageId: '', expectedCloseDate: '' };

/** The draft as the API takes it, or null when no deal is wanted. */
export function dealInput(draft: DealDraft): NewContactDealInput | null {
  if (!draft.wanted) return null;
  return {
    name: draft.name,
    dealValue: draft.dealValue,
    stageId: draft.stageId || undefined,
    expectedCloseDate: draft.expectedCloseDate,
  };
}

interface Props {
  draft: DealDraft;
  onChange: (draft: DealDraft) => void;
  errors: Record<string, string>;
}

/** 'Also create a deal' (decision 0064): off by default; on, the deal's name, value, stage and expected close date. */
export function NewContactDeal({ draft, onChange, errors }: Props) {
  const stages = useFunnelStages(draft.wanted);
  const open = (stages.data ?? []).filter((s) => s.outcome === 'open');
  const set = (key: keyof DealDraft) => (e: { target: { value: string } }) => onChange({ ...draft, [key]: e.target.value });
  return (
    <FormSectionCard title="Deal">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-accent-700"
          checked={draft.wanted}
          onChange={(e) => onChange({ ...draft, wanted: e.target.checked })}
        />
        Also create a deal
      </label>
      {draft.wanted ? (
        <>
          <Field id="new-deal-name" label="Deal Name *" error={errors.name} className="sm:col-span-2">
            <Input value={draft.name} onChange={set('name')} maxLength={200} autoComplete="off" />
          </Field>
          <Field id="new-deal-value" label="Deal Value (USD)" error={errors.dealValue}>
            <Input type="number" min={0} step="0.01" inputMode="decimal" value={draft.dealValue} onChange={set('dealValue')} />
          </Field>
          <Field id="new-deal-stage" label="Stage" error={errors.stageId} hint={stages.isPending ? 'Loading the stages…' : undefined}>
            <Select
              value={draft.stageId}
              onChange={set('stageId')}
              options={[{ value: '', label: 'First stage' }, ...open.map((s) => ({ value: s.id, label: s.title }))]}
            />
          </Field>
          <Field id="new-deal-close" label="Expected Close Date" error={errors.expectedCloseDate}>
            <Input type="date" value={draft.expectedCloseDate} onChange={set('expectedCloseDate')} />
          </Field>
        </>
      ) : (
        <p className="text-sm text-slate-600 sm:col-span-2">Only the contact is saved. A deal can be added later on the Sales Funnel.</p>
      )}
    </FormSectionCard>
  );
}
