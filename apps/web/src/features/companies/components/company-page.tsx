import type { CompanyInput } from '@keel/shared/companies';
import { COMPANY_NOT_FOUND } from '@keel/shared/companies';
import { paths } from '@keel/shared/paths';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCompany } from '../api/get-company';
import { useSaveCompanyMutation } from '../api/save-company';
import { CompanyForm } from './company-form';
import { companyToForm, EMPTY_COMPANY_FORM } from './company-form-schema';

function MissingCompany() {
  useEffect(() => {
    toast({ title: 'Error', description: COMPANY_NOT_FOUND, variant: 'destructive' });
  }, []);
  return <Navigate to={paths.companies} replace />;
}

/** /crm/edit-company/{companyId}: 'Add New Company' for 'new', otherwise 'Edit Company {name}'. */
export function CompanyPage({ companyId }: { companyId: string }) {
  const isNew = companyId === 'new';
  const navigate = useNavigate();
  const location = useLocation();
  const company = useCompany(companyId, !isNew);
  const save = useSaveCompanyMutation(isNew ? null : companyId);
  const back = () => (location.key === 'default' ? navigate(paths.companies) : navigate(-1));

  async function submit(input: CompanyInput) {
    try {
      const saved = await save.mutateAsync(input);
      if (isNew) {
        toast({ title: 'Company Created!', description: 'Successfully added.' });
        navigate(paths.editCompany(saved.id), { replace: true });
      } else {
        toast({ title: 'Company Updated!', description: 'Changes saved.' });
      }
    } catch (error) {
      toast({ title: isNew ? 'Error creating company' : 'Error updating company', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  }

  if (isNew) {
    return (
      <PageShell title="Add New Company" narrow>
        <CompanyForm defaultValues={EMPTY_COMPANY_FORM} submitLabel="Create Company" busyLabel="Creating..." onSubmit={submit} onCancel={back} />
      </PageShell>
    );
  }
  if (company.isPending) return <PageLoading label="Loading company..." />;
  if (company.error instanceof ApiError && company.error.status === 404) return <MissingCompany />;
  if (company.error) return <PageLoadError title="Edit Company" record="company" error={company.error} />;
  const c = company.data;
  return (
    <PageShell title={`Edit Company ${c.name}`} narrow>
      <CompanyForm
        key={`${c.id}-${c.updated_at}`}
        defaultValues={companyToForm(c)}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={submit}
        onCancel={back}
        footer={
          <dl className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
            <ReadOnlyField label="Created" value={formatDateTime(c.created_at)} />
            <ReadOnlyField label="Last Updated" value={formatDateTime(c.updated_at)} />
          </dl>
        }
      />
    </PageShell>
  );
}
