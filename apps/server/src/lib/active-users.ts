import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/types';

/**
 * Members an admin has not deactivated (decision 0021; `banned` is better-auth's admin-plugin
 * column). For every list a person is chosen from: assignees, sales reps, recruiters.
 */
export const isActiveUser = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([eb('users.banned', 'is', null), eb('users.banned', '=', false)]);
