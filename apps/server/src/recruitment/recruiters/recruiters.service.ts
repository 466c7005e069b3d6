import type { Kysely } from 'kysely';
import type { Recruiter } from '@keel/shared/recruiters';
import type { Database } from '../../db/types';
import { findRecruiterRow, listRecruiterRows } from './recruiters.repository';

/** The recruiters directory (and the job form's recruiter choices). */
export async function listRecruiters(db: Kysely<Database>): Promise<Recruiter[]> {
  const rows = await listRecruiterRows(db);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name.trim() || row.email,
    email: row.email,
    role: row.role,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    timeZone: row.time_zone,
  }));
}

/** Whether a job may be assigned to this member (a recruiter or an admin). */
export async function isAssignableRecruiter(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await findRecruiterRow(db, id)) !== undefined;
}
