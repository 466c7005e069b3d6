import { PageHeader } from '../components/page-header';

/** /about (content comes with the public-site work). */
export function AboutPage() {
  return <PageHeader title="About Us" />;
}
