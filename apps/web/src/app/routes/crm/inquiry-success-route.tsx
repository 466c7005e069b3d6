import { useAuth } from '../../../features/auth/auth-context';
import { InquirySuccessPage } from '../../../features/inquiry/components/inquiry-success-page';

export default function InquirySuccessRoute() {
  const { user } = useAuth();
  return <InquirySuccessPage staff={user !== null} />;
}
