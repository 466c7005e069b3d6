import { PlaceholderPage } from '../../layout/placeholder-page';

export default function SettingsRoute() {
  return <PlaceholderPage title="Account Settings" />;
}
