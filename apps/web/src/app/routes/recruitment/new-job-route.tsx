import { PlaceholderPage } from '../../layout/placeholder-page';

export default function NewJobRoute() {
  return <PlaceholderPage title="Post New Job" />;
}
