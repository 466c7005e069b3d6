import { PageHeader } from '../components/page-header';

/** /industries (content comes with the public-site work). */
export default function IndustriesPage() {
  return <PageHeader title="Industries" />;
}
