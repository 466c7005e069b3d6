import type { AuditActionType } from '@keel/shared/audit';
import type { DuplicateKind, DuplicateReason } from '@keel/shared/duplicates';

/** Where each kind of record lives, and how a pair of them is shown and audited. */
export interface KindTable {
  table: 'contacts' | 'companies' | 'applicants';
  id: 'id' | 'applicant_id';
  /** SQL over the table's columns under alias `t`: the record as a person reads it. */
  label: (t: string) => string;
  detail: (t: string) => string;
  entityType: 'contact' | 'company' | 'applicant';
  merged: AuditActionType;
  /** Exact-key rules: the key of a row under alias `t`, and a filter that leaves out empty keys. */
  keys: Array<{ reason: DuplicateReason; key: (t: string) => string; where: (t: string) => string; score: number }>;
}

const EMAIL: KindTable['keys'][number] = {
  reason: 'email',
  key: (t) => `lower(${t}.email)`,
  where: (t) => `${t}.email IS NOT NULL AND ${t}.email <> ''`,
  score: 1,
};

export const KIND_TABLES: Record<DuplicateKind, KindTable> = {
  contacts: {
    table: 'contacts',
    id: 'id',
    label: (t) => `btrim(${t}.first_name || ' ' || ${t}.last_name)`,
    detail: (t) => `${t}.email || coalesce(' · ' || ${t}.company_name, '')`,
    entityType: 'contact',
    merged: 'CONTACT_MERGED',
    keys: [EMAIL],
  },
  companies: {
    table: 'companies',
    id: 'id',
    label: (t) => `${t}.name`,
    detail: (t) => `nullif(concat_ws(' · ', keel_web_domain(${t}.website), ${t}.email), '')`,
    entityType: 'company',
    merged: 'COMPANY_MERGED',
    keys: [
      {
        reason: 'domain',
        key: (t) => `keel_web_domain(${t}.website)`,
        where: (t) => `${t}.website IS NOT NULL AND keel_web_domain(${t}.website) IS NOT NULL`,
        score: 1,
      },
      { ...EMAIL, score: 0.95 },
      { reason: 'name', key: (t) => `keel_company_key(${t}.name)`, where: (t) => `keel_company_key(${t}.name) IS NOT NULL`, score: 0.9 },
    ],
  },
  applicants: {
    table: 'applicants',
    id: 'applicant_id',
    label: (t) => `btrim(${t}.first_name || ' ' || ${t}.last_name)`,
    detail: (t) => `${t}.email`,
    entityType: 'applicant',
    merged: 'APPLICANT_MERGED',
    keys: [
      EMAIL,
      {
        reason: 'phone',
        key: (t) => `keel_phone_key(${t}.phone) || '|' || lower(${t}.last_name)`,
        where: (t) => `${t}.phone IS NOT NULL AND keel_phone_key(${t}.phone) IS NOT NULL`,
        score: 0.9,
      },
    ],
  },
};

/** A contact's full name as the similar-name rule compares it. */
export const FULL_NAME = (t: string) => `lower(${t}.first_name || ' ' || ${t}.last_name)`;

/** Contacts: 'similar name at the same company' — same company and last name, full names this similar (pg_trgm). */
export const NAME_SIMILARITY = 0.5;
/** A similar-name pair ranks below a shared e-mail: its score is the similarity times this. */
export const NAME_SCORE_WEIGHT = 0.9;

/** Ids are shown and recorded by the name a reader knows (a contact's company and rep). */
export const DISPLAY_COLUMN: Record<string, string> = { company_id: 'company_name', assigned_sales_rep_id: 'sales_rep_name' };
