import { KitTemplatesPage } from '../../../features/recruitment/components/kit-templates-page';

/** /recruitment/interview-kits: the interview kit templates (decision 0082). */
export default function InterviewKitsRoute() {
  return <KitTemplatesPage />;
}
