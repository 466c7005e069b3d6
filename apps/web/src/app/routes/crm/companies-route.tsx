import { CompanyList } from '../../../features/companies/components/company-list';

export default function CompaniesRoute() {
  return <CompanyList />;
}
