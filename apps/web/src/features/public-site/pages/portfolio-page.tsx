import { PageHeader } from '../components/page-header';

/** /portfolio (content comes with the public-site work). */
export default function PortfolioPage() {
  return <PageHeader title="Portfolio" />;
}
