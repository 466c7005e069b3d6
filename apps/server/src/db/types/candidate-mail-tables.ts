/** Candidate e-mail templates (migration 0036, decision 0038). */
import type { TimestampDefault, WithDefault } from './columns';

export interface CandidateMailTemplatesTable {
  /** 'acknowledgement', 'rejection', 'interview-invitation' or 'custom-{uuid}'. */
  key: string;
  name: string;
  subject: string;
  body: string;
  built_in: WithDefault<boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  created_by_user_id: string | null;
  last_modified_by_user_id: string | null;
}
