import { PlaceholderPage } from '../../layout/placeholder-page';

export default function InquiryRoute() {
  return <PlaceholderPage title="New Inquiry" />;
}
