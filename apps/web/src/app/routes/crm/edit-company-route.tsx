import { useParams } from 'react-router';
import { PlaceholderPage } from '../../layout/placeholder-page';

export default function EditCompanyRoute() {
  const { companyId } = useParams();
  return <PlaceholderPage title={companyId === 'new' ? 'Add New Company' : 'Edit Company'} />;
}
