import { RecruitersDirectory } from '../../../features/recruitment/components/recruiters-directory';

export default function RecruitersRoute() {
  return <RecruitersDirectory />;
}
