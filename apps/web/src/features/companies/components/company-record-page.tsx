import type { Company } from '@keel/shared/companies';
import { withScheme as sharedWithScheme } from '@keel/shared/field-types';
import { paths } from '@keel/shared/paths';
import { Pencil } from 'lucide-react';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { mailLink, phoneLink, RecordField, webLink } from '../../../components/records/record-field';
import type { ReactNode } from 'react';
import { RecordSection } from '../../../components/records/record-section';
import { RelatedLeads } from '../../../components/records/related-leads';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCompany } from '../api/get-company';
import { useCompanyRelated } from '../api/get-company-related';
import { CompanyContacts, CompanyJobs } from './company-related';
import { MissingCompany } from './company-page';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withScheme = (url: string | null) => (url ? sharedWithScheme(url) : url);

function CompanyDetails({ company: c }: { company: Company }) {
  const address = [c.address, c.address2, [c.city, c.state, c.zip_code].filter(Boolean).join(' '), c.country].filter(Boolean).join(', ');
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <RecordField label="Sector">{c.sector}</RecordField>
      <RecordField label="Website">{webLink(withScheme(c.website))}</RecordField>
      <RecordField label="Phone">{phoneLink(c.phone)}</RecordField>
      <RecordField label="Email">{mailLink(c.email)}</RecordField>
      <RecordField label="Address" wide>
        {address}
      </RecordField>
      <RecordField label="LinkedIn">{webLink(c.linkedin_url)}</RecordField>
      <RecordField label="Employees">{c.number_of_employees?.toLocaleString('en-US')}</RecordField>
      <RecordField label="Annual Revenue">{c.annual_revenue !== null ? usd.format(c.annual_revenue) : null}</RecordField>
      <RecordField label="Tags">{c.tags.join(', ')}</RecordField>
      <RecordField label="Description" wide>
        {c.description ? <span className="whitespace-pre-line">{c.description}</span> : null}
      </RecordField>
      <RecordField label="Created">{formatDateTime(c.created_at)}</RecordField>
      <RecordField label="Last Updated">{formatDateTime(c.updated_at)}</RecordField>
    </dl>
  );
}

function Related({ companyId }: { companyId: string }) {
  const related = useCompanyRelated(companyId);
  if (related.isPending) return <Spinner label="Loading contacts, leads and jobs..." showLabel />;
  if (related.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the related records: {errorMessage(related.error)}
      </p>
    );
  const { contacts, leads, jobs } = related.data;
  return (
    <>
      <CompanyContacts contacts={contacts} />
      <RelatedLeads leads={leads} emptyText="No funnel leads for this company." />
      {jobs ? <CompanyJobs jobs={jobs} /> : null}
    </>
  );
}

/** /crm/companies/{companyId}: a company's page (decision 0024); editing stays at Edit Company (docs/product/crm.md#companies). */
export function CompanyRecordPage({ companyId, timeline }: { companyId: string; timeline?: ReactNode }) {
  const company = useCompany(companyId);
  if (company.isPending) return <PageLoading label="Loading company..." />;
  if (company.error instanceof ApiError && company.error.status === 404) return <MissingCompany />;
  if (company.error) return <PageLoadError title="Company" record="company" error={company.error} />;
  const c = company.data;
  return (
    <PageShell
      title={c.name}
      description={c.sector ?? 'Company'}
      actions={
        <Button asChild>
          <Link to={paths.editCompany(c.id)}>
            <Pencil aria-hidden className="h-4 w-4" /> Edit Company
          </Link>
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {/* The main column: details, then the record's timeline (activities and history, composed by the route). */}
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <RecordSection title="Details">
            <CompanyDetails company={c} />
          </RecordSection>
          {timeline}
        </div>
        <div className="min-w-0 space-y-6">
          <Related companyId={c.id} />
        </div>
      </div>
    </PageShell>
  );
}
