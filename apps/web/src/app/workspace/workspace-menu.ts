import { paths } from '@keel/shared/paths';
import { useAuth } from '../../features/auth/auth-context';
import { useMyHiring } from '../../features/recruitment/api/my-hiring';
import { crmToolsFor, recruitmentItems, staffingItemsFor, type NavLinkItem } from '../layout/nav-items';

export interface MenuGroup {
  id: string;
  title: string;
  items: readonly NavLinkItem[];
}

/**
 * The workspace's destinations for the signed-in user: the 'CRM Tools' menu of docs/product/public-site.md#header-and-menus (admin items for
 * admins) and, for recruiters and admins, 'Recruitment'. The same list and rules as the public
 * header's menus. A member who is not a recruiter or an admin but is on a hiring team or an
 * interview panel also gets 'Hiring' with 'My Hiring' (decision 0081).
 */
export function useWorkspaceMenu(): MenuGroup[] {
  const { user, isAdmin, isRecruiter } = useAuth();
  // Recruiters and admins reach every job under Recruitment; My Hiring is the way in for the rest.
  const hiring = useMyHiring(user !== null && !isRecruiter);
  const groups: MenuGroup[] = [{ id: 'crm-tools', title: 'CRM Tools', items: crmToolsFor(isAdmin) }];
  // Staffing (decision 0087): every member sees the consultants; admins keep the skills list.
  groups.push({ id: 'staffing', title: 'Staffing', items: staffingItemsFor(isAdmin) });
  if (isRecruiter) groups.push({ id: 'recruitment', title: 'Recruitment', items: recruitmentItems });
  if (!isRecruiter && hiring.data?.length)
    groups.push({ id: 'hiring', title: 'Hiring', items: [{ label: 'My Hiring', to: paths.myHiring }] });
  return groups;
}
