/** Saved reports (decision 0028, migration 0026). */
import type { Id, JsonObject, JsonValue, TimestampDefault, WithDefault } from './columns';

export interface SavedReportsTable {
  id: Id;
  owner_id: string;
  name: string;
  /** Private to its owner unless shared with the team. */
  shared: WithDefault<boolean>;
  /** ReportDefinition of packages/shared/src/reports.ts, checked on every save. */
  definition: JsonObject<{ [key: string]: JsonValue }>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}
