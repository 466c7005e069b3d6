import { PageHeader } from '../components/page-header';

/** /contact-us (content comes with the public-site work). */
export default function ContactUsPage() {
  return <PageHeader title="Contact Us" />;
}
