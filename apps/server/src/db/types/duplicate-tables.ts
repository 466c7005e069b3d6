import type { ColumnType } from 'kysely';
import type { TimestampDefault as Timestamp } from './columns';

type DuplicateKindColumn = 'contacts' | 'companies' | 'applicants';

/** A pair an admin marked 'Not a duplicate' (migration 0039, decision 0040); first_id < second_id. */
export interface DuplicateDismissalsTable {
  kind: DuplicateKindColumn;
  first_id: string;
  second_id: string;
  user_id: string | null;
  user_name: string;
  created_at: Timestamp;
}

/** The last scan of a kind: its progress while it runs, then when and how many pairs. */
export interface DuplicateScansTable {
  kind: DuplicateKindColumn;
  id: string;
  status: 'running' | 'done' | 'failed';
  step: ColumnType<number, number | undefined, number>;
  steps: ColumnType<number, number | undefined, number>;
  pair_count: number | null;
  user_name: string;
  started_at: Timestamp;
  touched_at: Timestamp;
  finished_at: Date | null;
  scanned_at: Date | null;
}

/** The last finished scan's pairs, ranked best first. */
export interface DuplicateScanPairsTable {
  kind: DuplicateKindColumn;
  rank: number;
  first_id: string;
  second_id: string;
  reasons: string[];
  score: number;
}

/** A running scan's pairs, one row per rule met, until they are ranked. */
export interface DuplicateScanFoundTable {
  scan_id: string;
  first_id: string;
  second_id: string;
  reason: string;
  score: number;
}
