import { useParams } from 'react-router';
import { CompanyRecordPage } from '../../../features/companies/components/company-record-page';

export default function CompanyRoute() {
  const { companyId = '' } = useParams();
  return <CompanyRecordPage key={companyId} companyId={companyId} />;
}
