import { type Company, COMPANY_NOT_FOUND, type CompanyInput } from '@keel/shared/companies';
import { paths } from '@keel/shared/paths';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { toast } from '../../../components/ui/use-toast';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCompany } from '../api/get-company';
import { useSaveCompanyMutation } from '../api/save-company';
import { CompanyForm } from './company-form';
import { companyToForm, EMPTY_COMPANY_FORM } from './company-form-schema';

export function MissingCompany() {
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

  const failed = (error: unknown) =>
    toast({ title: isNew ? 'Error creating company' : 'Error updating company', description: errorMessage(error), variant: 'destructive' });
  const edit = useStaleEdit({
    record: company.data,
    what: 'company',
    send: (input: CompanyInput, version) => save.mutateAsync({ ...input, version }),
    savedRecord: (saved: Company) => saved,
    refetch: async () => (await company.refetch({ throwOnError: true })).data,
    toForm: companyToForm,
    onSaved: () => toast({ title: 'Company Updated!', description: 'Changes saved.' }),
    onError: failed,
  });

  async function create(input: CompanyInput) {
    try {
      const saved = await save.mutateAsync(input);
      toast({ title: 'Company Created!', description: 'Successfully added.' });
      navigate(paths.editCompany(saved.id), { replace: true });
    } catch (error) {
      failed(error);
      throw error;
    }
  }

  if (isNew) {
    return (
      <PageShell title="Add New Company" narrow>
        <CompanyForm
          defaultValues={EMPTY_COMPANY_FORM}
          submitLabel="Create Company"
          busyLabel="Creating..."
          onSubmit={create}
          onCancel={back}
        />
      </PageShell>
    );
  }
  if (company.isPending) return <PageLoading label="Loading company..." />;
  if (company.error instanceof ApiError && company.error.status === 404) return <MissingCompany />;
  if (company.error) return <PageLoadError title="Edit Company" record="company" error={company.error} />;
  const c = company.data;
  return (
    <PageShell title={`Edit Company ${c.name}`} narrow>
      {edit.ui}
      <CompanyForm
        key={c.id}
        recordId={c.id}
        defaultValues={companyToForm(c)}
        rebase={edit.rebase}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={edit.submit}
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
