import { CandidateTemplatesPage } from '../../../features/candidate-mail/components/candidate-templates-page';

export default function EmailTemplatesRoute() {
  return <CandidateTemplatesPage />;
}
