import { paths } from '@keel/shared/paths';
import {
  BarChart3,
  CalendarRange,
  Briefcase,
  Building2,
  Database,
  FileText,
  Filter,
  Image,
  LayoutDashboard,
  ListTodo,
  Mail,
  Settings,
  UserCheck,
  Users,
  UsersRound,
  Circle,
  CopyCheck,
  ClipboardCheck,
  ListChecks,
  Contact,
  Tags,
  type LucideIcon,
} from 'lucide-react';

/**
 * Icons of the workspace's menu items, by path. The items themselves (names, order, role rules) are
 * the one list in layout/nav-items.ts that the public header's menus read too; an item added there
 * without an icon here gets the plain dot.
 */
const ICONS: Record<string, LucideIcon> = {
  [paths.contacts]: Users,
  [paths.companies]: Building2,
  [paths.funnel]: Filter,
  [paths.tasks]: ListTodo,
  [paths.dashboard]: LayoutDashboard,
  [paths.reporting]: BarChart3,
  [paths.messages]: Mail,
  [paths.settings]: Settings,
  [paths.team]: UsersRound,
  [paths.dataManagement]: Database,
  [paths.clientLogos]: Image,
  [paths.savedReports]: FileText,
  [paths.duplicates]: CopyCheck,
  [paths.jobs]: Briefcase,
  [paths.applicants]: UserCheck,
  [paths.recruiters]: UsersRound,
  [paths.myHiring]: ClipboardCheck,
  [paths.interviewKitTemplates]: ListChecks,
  [paths.consultants]: Contact,
  [paths.staffingForecast]: CalendarRange,
  [paths.skills]: Tags,
};

export function navIcon(to: string): LucideIcon {
  return ICONS[to] ?? Circle;
}
