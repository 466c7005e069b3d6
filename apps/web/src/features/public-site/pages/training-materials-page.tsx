import { PageHeader } from '../components/page-header';

/** /training-materials (content comes with the public-site work). */
export default function TrainingMaterialsPage() {
  return <PageHeader title="Training Materials" />;
}
