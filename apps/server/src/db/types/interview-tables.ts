/** Interviews of applications, their interviewers and scorecards (migration 0035, decision 0037). */
import type { Timestamp, TimestampDefault, NullableTimestamp, Id, WithDefault } from './columns';
import type { AuditFields } from './crm-tables';

export interface InterviewsTable extends AuditFields {
  interview_id: Id;
  application_id: string;
  starts_at: Timestamp;
  duration_minutes: number;
  location: string | null;
  video_url: string | null;
  cancelled_at: NullableTimestamp;
  /** The IANA zone it was scheduled in (migration 0038, decision 0039). */
  time_zone: WithDefault<string>;
  /** The iCalendar SEQUENCE of the latest invitation. */
  sequence: WithDefault<number>;
}

export interface InterviewInterviewersTable {
  interview_id: string;
  user_id: string;
}

export interface InterviewScorecardsTable {
  interview_id: string;
  interviewer_id: string;
  rating: number;
  notes: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}
