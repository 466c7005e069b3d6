import { PlaceholderPage } from '../../layout/placeholder-page';

export default function RecruitersRoute() {
  return <PlaceholderPage title="Recruiters" />;
}
