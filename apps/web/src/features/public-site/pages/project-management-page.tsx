import { PageHeader } from '../components/page-header';

/** /project-management (content comes with the public-site work). */
export default function ProjectManagementPage() {
  return <PageHeader title="Project Management" />;
}
