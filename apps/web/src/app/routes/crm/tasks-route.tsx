import { roleFlags } from '@keel/shared/roles';
import { MyTasksPage } from '../../../features/activities/components/my-tasks-page';
import { useAuth } from '../../../features/auth/auth-context';

/** My Tasks (decision 0026), for every signed-in user; admins get a person picker. */
export default function TasksRoute() {
  const { user } = useAuth();
  return <MyTasksPage isAdmin={roleFlags(user?.role).isAdmin} />;
}
