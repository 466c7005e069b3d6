/** CRM and funnel tables. */
import type { GeneratedAlways } from 'kysely';
import type { Sector } from '@keel/shared/companies';
import type { Industry, LeadSource, Priority, ServiceInterest } from '@keel/shared/funnel';
import type { WithDefault, TimestampDefault, NullableTimestamp, DateString, NumericDefault, NullableNumeric, JsonObject, NullableJsonObject, Id, LeadAddress, SocialProfiles } from './columns';

// ---- CRM ------------------------------------------------------------------------------------

/** Audit fields of docs/product/records.md#audit-fields. */
export interface AuditFields {
  /** Optimistic concurrency (decision 0016): bumped by every edit, compared on save. */
  version: WithDefault<number>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  created_by_user_id: string | null;
  last_modified_by_user_id: string | null;
}

export interface CompaniesTable extends AuditFields {
  id: Id;
  name: string;
  sector: Sector | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  linkedin_url: string | null;
  number_of_employees: number | null;
  annual_revenue: NullableNumeric;
  tags: WithDefault<string[]>;
  description: string | null;
  search_text: GeneratedAlways<string>;
}

export interface ContactsTable extends AuditFields {
  id: Id;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  email: string;
  phone: string | null;
  mobile_phone: string | null;
  work_email: string | null;
  home_email: string | null;
  home_phone: string | null;
  company_id: string | null;
  job_title: string | null;
  description: string | null;
  avatar_url: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  linkedin_profile: string | null;
  instagram_profile: string | null;
  instant_message_handles: string | null;
  birthday: DateString | null;
  tags: WithDefault<string[]>;
  is_inquiry: WithDefault<boolean>;
  assigned_sales_rep_id: string | null;
  last_contact_date: DateString | null;
  /** Name of the creating user, 'CSV Import' or 'Public Inquiry Form'. */
  created_by: string | null;
  last_modified_by: string | null;
  /** Copies of companies.name and users.full_name, kept exact by triggers (migration 0004). */
  company_name: GeneratedAlways<string | null>;
  sales_rep_name: GeneratedAlways<string | null>;
  search_text: GeneratedAlways<string>;
}

export interface ClientLogosTable {
  id: Id;
  name: string;
  /** Path in the client-logos bucket. */
  image_url: string;
  created_at: TimestampDefault;
  created_by_user_id: string | null;
}

export interface ContactMessagesTable {
  id: Id;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: TimestampDefault;
  handled_at: NullableTimestamp;
  handled_by_user_id: string | null;
}

// ---- funnel ---------------------------------------------------------------------------------

export interface PipelineStagesTable {
  id: Id;
  title: string;
  color: string;
  position: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface DealsTable extends AuditFields {
  id: Id;
  stage_id: string;
  position: WithDefault<number>;
  name: string;
  amount: NumericDefault;
  company_id: string | null;
  contact_ids: WithDefault<string[]>;
  description: string | null;
  type: string | null;
  priority: WithDefault<Priority>;
  assigned_sales_rep_id: string | null;
  assigned_sales_rep: WithDefault<string>;
  tags: WithDefault<string[]>;
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  work_email: string | null;
  email: string | null;
  mobile_phone: string | null;
  phone: string | null;
  job_title: string | null;
  lead_source: WithDefault<LeadSource>;
  status: WithDefault<string>;
  inquiry_date: DateString | null;
  last_contact_date: DateString | null;
  next_contact_date: DateString | null;
  sales_stage: WithDefault<string>;
  deal_value: NullableNumeric;
  meeting_notes: string | null;
  industry: WithDefault<Industry>;
  source_campaign: string | null;
  utm_parameters: string | null;
  service_interest: ServiceInterest | null;
  budget_range: string | null;
  timeline: string | null;
  website: string | null;
  social_profiles: JsonObject<SocialProfiles>;
  instant_message_handles: string | null;
  birthday: DateString | null;
  location: string | null;
  address: NullableJsonObject<LeadAddress>;
  business_address: NullableJsonObject<LeadAddress>;
  home_address: NullableJsonObject<LeadAddress>;
  created_by: string | null;
  last_modified_by: string | null;
  /** Name, company, person, e-mails and phones, for the global search (migration 0017). */
  search_text: GeneratedAlways<string>;
}
