import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { CompanyRecordPage } from '../../../features/companies/components/company-record-page';

export default function CompanyRoute() {
  const { companyId = '' } = useParams();
  return <CompanyRecordPage key={companyId} companyId={companyId} timeline={<RecordTimeline type="company" id={companyId} />} />;
}
