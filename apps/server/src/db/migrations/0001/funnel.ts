import {
  DEFAULT_LEAD,
  DEFAULT_STAGES,
  HEX_COLOR_PATTERN,
  INDUSTRIES,
  LEAD_SOURCES,
  PRIORITIES,
  SERVICE_INTERESTS,
} from '@keel/shared/funnel';
import { AUDIT_COLUMNS, inList, literal, updatedAtTrigger, type Statement } from './sql';

/**
 * The sales funnel (docs/product/beyond-the-spec.md#shared-server-state): columns are pipeline_stages, leads are deals. A deal carries the
 * Deal fields of docs/product/records.md#lead-cards and every field of the lead card.
 */
export const upFunnel: Statement[] = [
  `CREATE TABLE pipeline_stages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    title text NOT NULL CHECK (length(btrim(title)) > 0),
    color text NOT NULL CHECK (color ~ ${literal(HEX_COLOR_PATTERN)}),
    position integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT pipeline_stages_title_key UNIQUE (title)
  )`,
  `CREATE INDEX pipeline_stages_position_idx ON pipeline_stages (position, id)`,
  updatedAtTrigger('pipeline_stages'),
  `INSERT INTO pipeline_stages (title, color, position) VALUES ${DEFAULT_STAGES.map(
    (stage, index) => `(${literal(stage.title)}, ${literal(stage.color)}, ${index})`,
  ).join(', ')}`,

  `CREATE TABLE deals (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    stage_id uuid NOT NULL REFERENCES pipeline_stages (id) ON DELETE RESTRICT,
    position double precision NOT NULL DEFAULT 0,
    name text NOT NULL,
    amount numeric(14, 2) NOT NULL DEFAULT 0,
    company_id uuid NULL REFERENCES companies (id) ON DELETE SET NULL,
    contact_ids uuid[] NOT NULL DEFAULT '{}',
    description text NULL,
    type text NULL,
    priority text NOT NULL DEFAULT ${literal(DEFAULT_LEAD.priority)} CHECK (${inList('priority', PRIORITIES)}),
    assigned_sales_rep_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    assigned_sales_rep text NOT NULL DEFAULT ${literal(DEFAULT_LEAD.assignedSalesRep)},
    tags text[] NOT NULL DEFAULT '{}',
    title text NULL,
    first_name text NULL,
    last_name text NULL,
    company text NULL,
    work_email text NULL,
    email text NULL,
    mobile_phone text NULL,
    phone text NULL,
    job_title text NULL,
    lead_source text NOT NULL DEFAULT ${literal(DEFAULT_LEAD.leadSource)} CHECK (${inList('lead_source', LEAD_SOURCES)}),
    status text NOT NULL DEFAULT ${literal(DEFAULT_LEAD.status)},
    inquiry_date date NULL,
    last_contact_date date NULL,
    next_contact_date date NULL,
    sales_stage text NOT NULL DEFAULT ${literal(DEFAULT_LEAD.salesStage)},
    deal_value numeric(14, 2) NULL,
    meeting_notes text NULL,
    industry text NOT NULL DEFAULT ${literal(DEFAULT_LEAD.industry)} CHECK (${inList('industry', INDUSTRIES)}),
    source_campaign text NULL,
    utm_parameters text NULL,
    service_interest text NULL CHECK (service_interest IS NULL OR ${inList('service_interest', SERVICE_INTERESTS)}),
    budget_range text NULL,
    timeline text NULL,
    website text NULL,
    social_profiles jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(social_profiles) = 'object'),
    instant_message_handles text NULL,
    birthday date NULL,
    location text NULL,
    address jsonb NULL CHECK (address IS NULL OR jsonb_typeof(address) = 'object'),
    business_address jsonb NULL CHECK (business_address IS NULL OR jsonb_typeof(business_address) = 'object'),
    home_address jsonb NULL CHECK (home_address IS NULL OR jsonb_typeof(home_address) = 'object'),
    created_by text NULL,
    last_modified_by text NULL,
    version integer NOT NULL DEFAULT 1,
    ${AUDIT_COLUMNS}
  )`,
  `CREATE INDEX deals_stage_position_idx ON deals (stage_id, position, id)`,
  `CREATE INDEX deals_company_id_idx ON deals (company_id)`,
  `CREATE INDEX deals_assigned_sales_rep_id_idx ON deals (assigned_sales_rep_id)`,
  `CREATE INDEX deals_next_contact_date_idx ON deals (next_contact_date) WHERE next_contact_date IS NOT NULL`,
  updatedAtTrigger('deals'),
];

export const downFunnel: Statement[] = [`DROP TABLE IF EXISTS deals`, `DROP TABLE IF EXISTS pipeline_stages`];
