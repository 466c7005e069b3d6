import { SkillsPage } from '../../../features/staffing/components/skills-page';

/** /crm/settings/skills (admins): the skills graph (decision 0087). */
export default function SkillsRoute() {
  return <SkillsPage />;
}
