import { useParams } from 'react-router';
import { CompanyPage } from '../../../features/companies/components/company-page';

export default function EditCompanyRoute() {
  const { companyId = '' } = useParams();
  return <CompanyPage key={companyId} companyId={companyId} />;
}
