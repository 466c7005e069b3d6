import { type Consultant, ENGAGEMENT_LABELS, SKILL_LEVEL_LABELS, UNAVAILABILITY_LABELS } from '@keel/shared/consultants';
import { countryName } from '@keel/shared/job-facts';
import { paths } from '@keel/shared/paths';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { mailLink, RecordField } from '../../../components/records/record-field';
import { RecordSection } from '../../../components/records/record-section';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useConsultant, useDeleteConsultant } from '../api/consultants';
import { ConsultantForm } from './consultant-form';
import { ConsultantTimeline } from './consultant-timeline';
import { ProfileActions } from './profile-actions';

export interface ConsultantPermissions {
  /** Admins, sales reps and recruiters. */
  canEdit: boolean;
  /** Admins. */
  canDelete: boolean;
  /** Admins and sales reps. */
  canSeeRates: boolean;
  /** Admins and recruiters: the applicant a consultant was made from is a link for them. */
  canOpenApplicants?: boolean;
  /** Admins and sales reps: they record sharing the profile with a client contact (decision 0101). */
  canShareProfile?: boolean;
}

const money = (amount: number | null, currency: string | null) =>
  amount === null
    ? null
    : `${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} ${currency ?? ''}`.trim();

export const levelText = (level: number) => `${level} – ${SKILL_LEVEL_LABELS[level] ?? ''}`;

/** /crm/consultants/:id (decision 0087): a consultant's record, edited in place by those who may. */
export function ConsultantPage({ consultantId, permissions }: { consultantId: string; permissions: ConsultantPermissions }) {
  const consultant = useConsultant(consultantId);
  const [editing, setEditing] = useState(false);
  if (consultant.isPending) return <PageLoading label="Loading consultant..." />;
  if (consultant.error) return <PageLoadError title="Consultant" record="consultant" error={consultant.error} />;
  const c = consultant.data;
  if (editing)
    return (
      <PageShell title={`Edit ${c.full_name}`} narrow>
        <ConsultantForm
          consultant={c}
          canSeeRates={permissions.canSeeRates}
          onSaved={(saved) => {
            toast({ title: 'Consultant Updated', description: `${saved.full_name} has been saved.` });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </PageShell>
    );
  return <ConsultantView c={c} permissions={permissions} onEdit={() => setEditing(true)} />;
}

function ConsultantView({ c, permissions, onEdit }: { c: Consultant; permissions: ConsultantPermissions; onEdit: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteConsultant();
  async function deleteThis() {
    try {
      await remove.mutateAsync(c.consultant_id);
      toast({ title: 'Consultant Deleted', description: `${c.full_name} has been deleted.` });
      void navigate(paths.consultants);
    } catch (error) {
      toast({ title: 'Error deleting consultant', description: errorMessage(error), variant: 'destructive' });
    }
  }
  const location = [c.city, c.country ? countryName(c.country) : null].filter(Boolean).join(', ');
  return (
    <PageShell
      title={c.full_name}
      description={[c.title, ENGAGEMENT_LABELS[c.engagement]].filter(Boolean).join(' · ')}
      actions={
        <>
          <Link to={paths.consultants} className="self-center text-sm text-accent-700 hover:underline">
            All consultants
          </Link>
          {permissions.canEdit ? <Button onClick={onEdit}>Edit</Button> : null}
          {permissions.canDelete ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={remove.isPending}>
                  Delete
                </Button>
              }
              title={`Delete ${c.full_name}?`}
              description="Their skills and periods away are deleted with them."
              confirmLabel="Delete Consultant"
              onConfirm={deleteThis}
            />
          ) : null}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <RecordSection title="Details">
          <dl className="grid gap-4 sm:grid-cols-2">
            <RecordField label="Engagement">{ENGAGEMENT_LABELS[c.engagement]}</RecordField>
            <RecordField label="E-mail">{mailLink(c.email)}</RecordField>
            <RecordField label="Phone">{c.phone}</RecordField>
            <RecordField label="Home location">{location}</RecordField>
            <RecordField label="Time zone">{c.time_zone}</RecordField>
            <RecordField label="Team member">{c.user_name}</RecordField>
            <RecordField label="Last saved">{`${formatDateTime(c.updated_at)}${c.updated_by ? ` by ${c.updated_by}` : ''}`}</RecordField>
            {c.origin ? (
              <RecordField label="Came from" wide>
                <Origin origin={c.origin} canOpenApplicants={permissions.canOpenApplicants ?? false} />
              </RecordField>
            ) : null}
            {c.has_resume && permissions.canEdit ? (
              <RecordField label="Resume">
                <a href={`/api/consultants/${encodeURIComponent(c.consultant_id)}/resume`} className="text-accent-700 hover:underline">
                  Open resume
                </a>
              </RecordField>
            ) : null}
            <RecordField label="Notes" wide>
              {c.notes ? <span className="whitespace-pre-line">{c.notes}</span> : null}
            </RecordField>
          </dl>
        </RecordSection>

        <RecordSection title="Skills" count={String(c.skills.length)}>
          {c.skills.length === 0 ? (
            <p className="text-sm text-slate-600">No skills recorded.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {c.skills.map((s) => (
                <li key={s.skill_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                  <span className="font-medium text-slate-900">{s.name}</span>
                  <span className="text-slate-600">
                    Level {levelText(s.level)}
                    {s.years !== null ? ` · ${s.years} ${s.years === 1 ? 'year' : 'years'}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </RecordSection>

        <RecordSection title="Holidays and time away" count={String(c.unavailability.length)}>
          {c.unavailability.length === 0 ? (
            <p className="text-sm text-slate-600">No time away planned.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {c.unavailability.map((p) => (
                <li key={p.unavailability_id} className="py-2 text-sm">
                  <span className="font-medium text-slate-900">
                    {formatDate(p.starts_on)} – {formatDate(p.ends_on)}
                  </span>{' '}
                  <span className="text-slate-600">
                    {UNAVAILABILITY_LABELS[p.kind]}
                    {p.note ? ` · ${p.note}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </RecordSection>

        {c.rates ? (
          <RecordSection title="Rates">
            <dl className="grid gap-4 sm:grid-cols-2">
              <RecordField label="Day rate">{money(c.rates.day_rate, c.rates.rate_currency)}</RecordField>
              <RecordField label="Cost rate (per day)">{money(c.rates.cost_rate, c.rates.rate_currency)}</RecordField>
            </dl>
          </RecordSection>
        ) : null}

        <RecordSection title="Client profile">
          <p className="mb-3 text-sm text-slate-600">
            A PDF for clients: title, skills with their levels, years and home location; never rates or notes. The anonymised version leaves
            out the name, e-mail, phone and city.
          </p>
          <ProfileActions consultantId={c.consultant_id} name={c.full_name} canShare={permissions.canShareProfile ?? false} />
        </RecordSection>
      </div>
      <div className="mt-6">
        <ConsultantTimeline consultantId={c.consultant_id} />
      </div>
    </PageShell>
  );
}

/** Where a consultant made from a hire came from (decision 0097); the applicant may since be erased. */
function Origin({ origin, canOpenApplicants }: { origin: NonNullable<Consultant['origin']>; canOpenApplicants: boolean }) {
  const when = formatDate(origin.made_at);
  if (!origin.applicant_id) return <>Made from a hired applicant on {when} (that record is gone).</>;
  const name = origin.applicant_name ?? 'a hired applicant';
  return (
    <>
      Made from the hired applicant{' '}
      {canOpenApplicants ? (
        <Link to={paths.applicant(origin.applicant_id)} className="text-accent-700 hover:underline">
          {name}
        </Link>
      ) : (
        name
      )}{' '}
      on {when}.
    </>
  );
}
