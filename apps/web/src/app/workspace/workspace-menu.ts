import { paths } from '@keel/shared/paths';
import { useAuth } from '../../features/auth/auth-context';
import { useMyHiring } from '../../features/recruitment/api/my-hiring';
import { crmToolsFor, recruitmentItems, type NavLinkItem } from '../layout/nav-items';

export interface MenuGroup {
  id: string;
  title: string;
  items: readonly NavLinkItem[];
}

/**
 * The workspace's destinations for the signed-in user: the 'CRM Tools' menu of docs/product/public-site.md#header-and-menus (admin items for
 * admins) and, for recruiters and admins, 'Recruitment'. The same list and rules as the public
 * header's menus. A member on a hiring team or an interview panel, of any role, also gets 'Hiring'
 * with 'My Hiring' (decision 0081).
 */
export function useWorkspaceMenu(): MenuGroup[] {
  const { user, isAdmin, isRecruiter } = useAuth();
  const hiring = useMyHiring(user !== null);
  const groups: MenuGroup[] = [{ id: 'crm-tools', title: 'CRM Tools', items: crmToolsFor(isAdmin) }];
  if (isRecruiter) groups.push({ id: 'recruitment', title: 'Recruitment', items: recruitmentItems });
  if (hiring.data?.length) groups.push({ id: 'hiring', title: 'Hiring', items: [{ label: 'My Hiring', to: paths.myHiring }] });
  return groups;
}
