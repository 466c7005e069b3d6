import { site } from '../../../config/site';
import { PageHeader } from '../components/page-header';

/** /about-{first name}: profile of the lead consultant (content comes with the public-site work). */
export default function AboutLeadPage() {
  return <PageHeader title={`About ${site.leadConsultant.fullName}`} />;
}
