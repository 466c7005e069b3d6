import { PageHeader } from '../components/page-header';

/** /about (content comes with the public-site work). */
export default function AboutPage() {
  return <PageHeader title="About Us" />;
}
