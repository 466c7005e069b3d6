import { useAuth } from '../../features/auth/auth-context';
import { crmToolsFor, recruitmentItems, type NavLinkItem } from '../layout/nav-items';

export interface MenuGroup {
  id: string;
  title: string;
  items: readonly NavLinkItem[];
}

/**
 * The workspace's destinations for the signed-in user: the 'CRM Tools' menu of docs/product/public-site.md#header-and-menus (admin items for
 * admins) and, for recruiters and admins, 'Recruitment'. The same list and rules as the public
 * header's menus.
 */
export function useWorkspaceMenu(): MenuGroup[] {
  const { isAdmin, isRecruiter } = useAuth();
  const groups: MenuGroup[] = [{ id: 'crm-tools', title: 'CRM Tools', items: crmToolsFor(isAdmin) }];
  if (isRecruiter) groups.push({ id: 'recruitment', title: 'Recruitment', items: recruitmentItems });
  return groups;
}
