import { BUCKETS } from '@keel/shared/files';
import { inList, updatedAtTrigger, type Statement } from './sql';

/** Dashboards and the audit trail (kept on the server, docs/product/beyond-the-spec.md#shared-server-state, docs/product/beyond-the-spec.md#audit-trail) and stored files. */
export const upPlatform: Statement[] = [
  `CREATE TABLE dashboards (
    id text PRIMARY KEY CHECK (id LIKE 'dash-%'),
    owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(btrim(name)) > 0),
    layout jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(layout) = 'array'),
    widgets jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(widgets) = 'object'),
    is_default boolean NOT NULL DEFAULT false,
    is_favorite boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX dashboards_one_default_per_owner_idx ON dashboards (owner_id) WHERE is_default`,
  `CREATE INDEX dashboards_owner_id_idx ON dashboards (owner_id, created_at)`,
  updatedAtTrigger('dashboards'),

  `CREATE TABLE audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now(),
    action_type text NOT NULL,
    user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    user_name text NULL,
    entity_type text NULL,
    entity_id text NULL,
    dashboard_id text NULL,
    details jsonb NOT NULL DEFAULT '{}'
  )`,
  `CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC, id DESC)`,
  `CREATE INDEX audit_log_action_type_idx ON audit_log (action_type, created_at DESC)`,

  // Files live in the database (docs/product/beyond-the-spec.md#files), at the paths docs/product/data-import-export.md#stored-files gives.
  `CREATE TABLE stored_files (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    bucket text NOT NULL CHECK (${inList('bucket', BUCKETS)}),
    path text NOT NULL CHECK (length(path) > 0),
    content_type text NOT NULL,
    size_bytes integer NOT NULL CHECK (size_bytes >= 0),
    bytes bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT stored_files_bucket_path_key UNIQUE (bucket, path)
  )`,
];

export const downPlatform: Statement[] = [
  `DROP TABLE IF EXISTS stored_files`,
  `DROP TABLE IF EXISTS audit_log`,
  `DROP TABLE IF EXISTS dashboards`,
];
