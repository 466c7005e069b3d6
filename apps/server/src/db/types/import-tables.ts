import type { ColumnType } from 'kysely';
import type { JsonValue, TimestampDefault as Timestamp } from './columns';

/** An import in its tab's history (migration 0030, decision 0032). */
export interface ImportsTable {
  id: string;
  kind: 'contacts' | 'companies' | 'deals';
  user_id: string | null;
  user_name: string;
  file_name: string;
  status: 'in progress' | 'completed' | 'stopped' | 'undoing' | 'undone';
  rows: ColumnType<number, number | undefined, number>;
  created: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  skipped: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  touched_at: Timestamp;
  undo_user_id: string | null;
  undo_user_name: string | null;
  undo_started_at: Date | null;
  undone_at: Date | null;
  removed: ColumnType<number, number | undefined, number>;
  restored: ColumnType<number, number | undefined, number>;
  kept: ColumnType<number, number | undefined, number>;
  /** When the daily job deleted its undo journal (past the undo window, migration 0039). */
  journal_pruned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One record an import created (before null) or updated (before: the changed fields' values). */
export interface ImportChangesTable {
  import_id: string;
  entity: 'contacts' | 'companies' | 'deals';
  record_id: string;
  before: JsonValue | null;
  version_after: number;
  outcome: 'removed' | 'restored' | 'kept' | 'gone' | null;
}
