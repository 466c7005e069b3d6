import { PlaceholderPage } from '../../layout/placeholder-page';

export default function SavedReportsRoute() {
  return <PlaceholderPage title="Saved Reports" />;
}
