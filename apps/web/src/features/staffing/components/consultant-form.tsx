import {
  type Consultant,
  CONSULTANT_MESSAGES,
  ConsultantInput,
  ENGAGEMENT_LABELS,
  ENGAGEMENTS,
  type Engagement,
} from '@keel/shared/consultants';
import { COUNTRY_CODES, countryName, CURRENCY_CODES } from '@keel/shared/job-facts';
import { type FormEvent, useId, useState } from 'react';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useConsultantMemberChoices, useSaveConsultant } from '../api/consultants';
import { type PeriodRow, PeriodsEditor } from './periods-editor';
import { type SkillRow, SkillsEditor } from './skills-editor';

const COUNTRIES = [
  { value: '', label: 'Not specified' },
  ...COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label)),
];
const CURRENCIES = [{ value: '', label: 'Not specified' }, ...CURRENCY_CODES.map((code) => ({ value: code, label: code }))];
const ENGAGEMENT_OPTIONS = ENGAGEMENTS.map((e) => ({ value: e, label: ENGAGEMENT_LABELS[e] }));

interface Props {
  /** The record being edited; a new consultant without it. */
  consultant?: Consultant;
  /** Admins and sales reps: the rates section shows, and the rates are sent. */
  canSeeRates: boolean;
  onSaved: (saved: Consultant) => void;
  onCancel: () => void;
}

const amount = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * The consultant form (decision 0087): who they are, where they live, their skills from the skills
 * graph (level 1–4, years), their periods away and — for admins and sales reps — their rates.
 */
export function ConsultantForm({ consultant, canSeeRates, onSaved, onCancel }: Props) {
  const id = useId();
  const [fields, setFields] = useState({
    full_name: consultant?.full_name ?? '',
    email: consultant?.email ?? '',
    phone: consultant?.phone ?? '',
    title: consultant?.title ?? '',
    engagement: (consultant?.engagement ?? 'employee') as Engagement,
    city: consultant?.city ?? '',
    country: consultant?.country ?? '',
    time_zone: consultant?.time_zone ?? '',
    notes: consultant?.notes ?? '',
    day_rate: amount(consultant?.rates?.day_rate),
    cost_rate: amount(consultant?.rates?.cost_rate),
    rate_currency: consultant?.rates?.rate_currency ?? '',
    user_id: consultant?.user_id ?? '',
  });
  const members = useConsultantMemberChoices();
  // A member linked to another consultant is not offered (the server refuses it: 409).
  const memberOptions = [
    { value: '', label: 'None' },
    ...(members.data ?? [])
      .filter((m) => m.consultant_id === null || m.consultant_id === consultant?.consultant_id)
      .map((m) => ({ value: m.id, label: `${m.full_name} (${m.email})` })),
    ...(consultant?.user_id && !members.data?.some((m) => m.id === consultant.user_id)
      ? [{ value: consultant.user_id, label: consultant.user_name ?? 'Linked member' }]
      : []),
  ];
  const [skills, setSkills] = useState<SkillRow[]>(
    (consultant?.skills ?? []).map((s) => ({ key: s.skill_id, skill_id: s.skill_id, level: String(s.level), years: amount(s.years) })),
  );
  const [periods, setPeriods] = useState<PeriodRow[]>(
    (consultant?.unavailability ?? []).map((p) => ({ key: p.unavailability_id, ...p, note: p.note ?? '' })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveConsultant();
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ConsultantInput.safeParse({
      full_name: fields.full_name,
      email: fields.email,
      phone: fields.phone,
      title: fields.title,
      engagement: fields.engagement,
      user_id: fields.user_id || null,
      city: fields.city,
      country: fields.country || null,
      time_zone: fields.time_zone || null,
      notes: fields.notes,
      skills: skills
        .filter((s) => s.skill_id !== '')
        .map((s) => ({ skill_id: s.skill_id, level: Number(s.level), years: toNumber(s.years) })),
      unavailability: periods.map(({ starts_on, ends_on, kind, note }) => ({ starts_on, ends_on, kind, note })),
      ...(canSeeRates
        ? {
            rates: {
              day_rate: toNumber(fields.day_rate),
              cost_rate: toNumber(fields.cost_rate),
              rate_currency: fields.rate_currency || null,
            },
          }
        : {}),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    setProblem(null);
    try {
      const input = consultant ? { ...parsed.data, version: consultant.version } : parsed.data;
      onSaved(await save.mutateAsync({ id: consultant?.consultant_id, input }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={consultant ? `Edit ${consultant.full_name}` : 'New consultant'}
      className="grid gap-6"
    >
      <FormSectionCard title="Consultant">
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <Field id={`${id}-name`} label="Full name">
            <Input value={fields.full_name} onChange={set('full_name')} maxLength={200} required />
          </Field>
          <Field id={`${id}-title`} label="Title" hint="e.g. Senior frontend developer">
            <Input value={fields.title} onChange={set('title')} maxLength={200} />
          </Field>
          <Field id={`${id}-email`} label="E-mail">
            <Input type="email" value={fields.email} onChange={set('email')} maxLength={254} />
          </Field>
          <Field id={`${id}-phone`} label="Phone">
            <Input type="tel" value={fields.phone} onChange={set('phone')} maxLength={50} />
          </Field>
          <Field id={`${id}-engagement`} label="Engagement">
            <Select value={fields.engagement} onChange={set('engagement')} options={ENGAGEMENT_OPTIONS} />
          </Field>
          <Field id={`${id}-city`} label="Home city">
            <Input value={fields.city} onChange={set('city')} maxLength={100} />
          </Field>
          <Field id={`${id}-country`} label="Country">
            <Select value={fields.country} onChange={set('country')} options={COUNTRIES} />
          </Field>
          <Field id={`${id}-zone`} label="Time zone">
            <TimeZoneSelect value={fields.time_zone} onChange={set('time_zone')} />
          </Field>
          <Field id={`${id}-member`} label="Team member" hint="When the consultant has an account here">
            <Select value={fields.user_id} onChange={set('user_id')} options={memberOptions} />
          </Field>
          <Field id={`${id}-notes`} label="Notes" className="sm:col-span-2">
            <Textarea value={fields.notes} onChange={set('notes')} maxLength={5000} rows={3} />
          </Field>
        </div>
      </FormSectionCard>

      <FormSectionCard title="Skills">
        <div className="sm:col-span-2">
          <SkillsEditor rows={skills} onChange={setSkills} />
        </div>
      </FormSectionCard>

      <FormSectionCard title="Holidays and time away">
        <div className="sm:col-span-2">
          <PeriodsEditor rows={periods} onChange={setPeriods} />
        </div>
      </FormSectionCard>

      {canSeeRates ? (
        <FormSectionCard title="Rates">
          <p className="text-sm text-slate-600 sm:col-span-2">Only admins and sales reps see these.</p>
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
            <Field id={`${id}-day-rate`} label="Day rate">
              <Input inputMode="decimal" value={fields.day_rate} onChange={set('day_rate')} />
            </Field>
            <Field id={`${id}-cost-rate`} label="Cost rate (per day)">
              <Input inputMode="decimal" value={fields.cost_rate} onChange={set('cost_rate')} />
            </Field>
            <Field id={`${id}-currency`} label="Currency">
              <Select value={fields.rate_currency} onChange={set('rate_currency')} options={CURRENCIES} />
            </Field>
          </div>
        </FormSectionCard>
      ) : null}

      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem === CONSULTANT_MESSAGES.currency ? `${problem} (Rates)` : problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Consultant'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
