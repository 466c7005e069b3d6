import { type Demand, DemandInput, SENIORITIES, SENIORITY_LABELS, type Seniority } from '@keel/shared/demands';
import { COUNTRY_CODES, countryName, CURRENCY_CODES } from '@keel/shared/job-facts';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ModalBody, ModalDialog } from '../../../components/ui/modal-dialog';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useSaveDemand } from '../api/demands';
import { type SkillRow, SkillsEditor } from './skills-editor';
import { DialogActions } from './dialog-actions';

const COUNTRIES = [
  { value: '', label: 'Not specified' },
  ...COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label)),
];
const CURRENCIES = [{ value: '', label: 'Not specified' }, ...CURRENCY_CODES.map((code) => ({ value: code, label: code }))];
const SENIORITY_OPTIONS = SENIORITIES.map((s) => ({ value: s, label: SENIORITY_LABELS[s] }));

interface Props {
  dealId: string;
  /** The demand being edited; a new one without it. */
  demand?: Demand;
  /** Admins and sales reps: the target rate shows and is sent. */
  canSeeRates: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: Demand) => void;
}

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * The demand editor (decision 0092): a role the deal needs — its title and seniority, the skills from
 * the skills graph at a minimum level, the dates and allocation, where, and (admins and sales reps)
 * the target day rate.
 */
export function DemandDialog({ dealId, demand, canSeeRates, open, onOpenChange, onSaved }: Props) {
  const id = useId();
  const [fields, setFields] = useState({
    role_title: demand?.role_title ?? '',
    seniority: (demand?.seniority ?? 'senior') as Seniority,
    starts_on: demand?.starts_on ?? '',
    ends_on: demand?.ends_on ?? '',
    allocation_pct: String(demand?.allocation_pct ?? 100),
    city: demand?.city ?? '',
    country: demand?.country ?? '',
    notes: demand?.notes ?? '',
    target_day_rate: demand?.rate?.target_day_rate == null ? '' : String(demand.rate.target_day_rate),
    rate_currency: demand?.rate?.rate_currency ?? '',
  });
  const [remote, setRemote] = useState(demand?.remote ?? false);
  const [skills, setSkills] = useState<SkillRow[]>(
    (demand?.skills ?? []).map((s) => ({ key: s.skill_id, skill_id: s.skill_id, level: String(s.min_level), years: '' })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDemand(dealId);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = DemandInput.safeParse({
      role_title: fields.role_title,
      seniority: fields.seniority,
      skills: skills.filter((s) => s.skill_id !== '').map((s) => ({ skill_id: s.skill_id, min_level: Number(s.level) })),
      starts_on: fields.starts_on,
      ends_on: fields.ends_on,
      allocation_pct: toNumber(fields.allocation_pct),
      remote,
      city: fields.city,
      country: fields.country || null,
      notes: fields.notes,
      ...(canSeeRates ? { rate: { target_day_rate: toNumber(fields.target_day_rate), rate_currency: fields.rate_currency || null } } : {}),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    setProblem(null);
    try {
      const input = demand ? { ...parsed.data, version: demand.version } : parsed.data;
      onSaved(await save.mutateAsync({ id: demand?.demand_id, input }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={demand ? `Edit ${demand.role_title}` : 'Add Demand'} size="lg">
      <ModalBody>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={demand ? `Edit ${demand.role_title}` : 'New demand'}
          className="grid gap-5"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-title`} label="Role title" hint="e.g. React lead">
              <Input value={fields.role_title} onChange={set('role_title')} maxLength={200} required />
            </Field>
            <Field id={`${id}-seniority`} label="Seniority">
              <Select value={fields.seniority} onChange={set('seniority')} options={SENIORITY_OPTIONS} />
            </Field>
            <Field id={`${id}-start`} label="Start date">
              <Input type="date" value={fields.starts_on} onChange={set('starts_on')} required />
            </Field>
            <Field id={`${id}-end`} label="End date">
              <Input type="date" value={fields.ends_on} onChange={set('ends_on')} required />
            </Field>
            <Field id={`${id}-allocation`} label="Allocation (%)" hint="Share of a full week, 1 to 100">
              <Input inputMode="numeric" value={fields.allocation_pct} onChange={set('allocation_pct')} />
            </Field>
            <div className="flex items-center gap-2 sm:pt-7">
              <input
                id={`${id}-remote`}
                type="checkbox"
                checked={remote}
                onChange={(e) => setRemote(e.target.checked)}
                className="h-4 w-4 rounded border-slate-300"
              />
              <label htmlFor={`${id}-remote`} className="text-sm font-medium text-slate-700">
                Remote
              </label>
            </div>
            <Field id={`${id}-city`} label="City">
              <Input value={fields.city} onChange={set('city')} maxLength={100} />
            </Field>
            <Field id={`${id}-country`} label="Country" hint={remote ? 'Optional for a remote role' : undefined}>
              <Select value={fields.country} onChange={set('country')} options={COUNTRIES} />
            </Field>
          </div>

          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-700">Required skills (minimum level)</legend>
            <SkillsEditor rows={skills} onChange={setSkills} minimum />
          </fieldset>

          {canSeeRates ? (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="text-sm font-medium text-slate-700">Target rate (only admins and sales reps see it)</legend>
              <Field id={`${id}-rate`} label="Target day rate">
                <Input inputMode="decimal" value={fields.target_day_rate} onChange={set('target_day_rate')} />
              </Field>
              <Field id={`${id}-currency`} label="Currency">
                <Select value={fields.rate_currency} onChange={set('rate_currency')} options={CURRENCIES} />
              </Field>
            </fieldset>
          ) : null}

          <Field id={`${id}-notes`} label="Notes">
            <Textarea value={fields.notes} onChange={set('notes')} maxLength={2000} rows={2} />
          </Field>

          <DialogActions
            problem={problem}
            busy={save.isPending}
            label="Save Demand"
            busyLabel="Saving..."
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </ModalBody>
    </ModalDialog>
  );
}
