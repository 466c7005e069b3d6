import { Briefcase, LayoutGrid } from 'lucide-react';
import { useAuth } from '../../features/auth/auth-context';
import { crmToolsFor, recruitmentItems } from './nav-items';
import { NavMenu } from './nav-menu';
import { useMenuGroup } from './use-menu-group';

const triggerClassName = 'text-white/90 hover:bg-white/10 hover:text-white';

/** 'CRM Tools' (any signed-in user) and 'Recruitment' (admins and recruiters) menus. */
export function CrmNav({ className }: { className?: string }) {
  const { user, isAdmin, isRecruiter } = useAuth();
  const group = useMenuGroup();
  if (!user) return null;
  return (
    <nav aria-label="CRM" className={className}>
      <ul className="flex items-center gap-1">
        <li>
          <NavMenu
            id="crm-tools"
            label="CRM Tools"
            items={crmToolsFor(isAdmin)}
            group={group}
            align="right"
            icon={<LayoutGrid aria-hidden className="h-4 w-4" />}
            triggerClassName={triggerClassName}
          />
        </li>
        {isRecruiter ? (
          <li>
            <NavMenu
              id="recruitment"
              label="Recruitment"
              items={recruitmentItems}
              group={group}
              align="right"
              icon={<Briefcase aria-hidden className="h-4 w-4" />}
              triggerClassName={triggerClassName}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
