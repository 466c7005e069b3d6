import { useAuth } from '../../../features/auth/auth-context';
import { InquiryPage } from '../../../features/inquiry/components/inquiry-page';

export default function InquiryRoute() {
  const { user } = useAuth();
  return <InquiryPage signedIn={user !== null} />;
}
