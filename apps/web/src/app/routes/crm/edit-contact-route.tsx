import { PlaceholderPage } from '../../layout/placeholder-page';

export default function EditContactRoute() {
  return <PlaceholderPage title="Edit Contact" />;
}
