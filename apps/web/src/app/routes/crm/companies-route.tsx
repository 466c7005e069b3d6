import { PlaceholderPage } from '../../layout/placeholder-page';

export default function CompaniesRoute() {
  return <PlaceholderPage title="Companies" />;
}
