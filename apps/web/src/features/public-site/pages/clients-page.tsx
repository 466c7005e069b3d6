import { PageHeader } from '../components/page-header';

/** /clients (content comes with the public-site work). */
export default function ClientsPage() {
  return <PageHeader title="Our Clients" />;
}
