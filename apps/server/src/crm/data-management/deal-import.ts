import { type Kysely, sql } from 'kysely';
import { matchHeaders } from '@keel/shared/csv-import';
import type { SkippedRow } from '@keel/shared/data-management';
import {
  DEAL_CSV_COLUMNS,
  DEAL_FULL_NAME_FIELD,
  DEAL_HEADER_NAMES,
  type DealCsvColumn,
  dealRowRules,
  type DealRowValues,
  UNCHANGED_DEAL_REASON,
  unknownRepReason,
  unknownStageReason,
} from '@keel/shared/deal-import';
import { DEFAULT_LEAD } from '@keel/shared/funnel';
import type { Database } from '../../db/types';
import { POSITION_STEP } from '../funnel/lead-position';
import type { Author } from './contact-import.repository';
import type { ImportKind } from './csv-import.service';
import {
  ensureCompanies,
  ensureContacts,
  findDeals,
  lastPositions,
  type NewContact,
  stagesByTitle,
  type StoredDeal,
  usersByName,
} from './deal-import.repository';
import { type BatchWriter, byOccurrence, type CheckedRow, CommittedKeys, type ImportRules } from './import-batch';
import type { ImportJournal } from './import-journal.repository';
import { type ColumnKind, insertRows, sameValue, updateRows, type WriteColumn } from './import-write.repository';

/** The deals column of each CSV field that is written as it stands (the lead card's names, docs/product/records.md#lead-cards). */
export const DEAL_COLUMN_OF: Partial<Record<DealCsvColumn, string>> = {
  name: 'name',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  workEmail: 'work_email',
  phone: 'phone',
  mobilePhone: 'mobile_phone',
  jobTitle: 'job_title',
  title: 'title',
  description: 'description',
  dealValue: 'deal_value',
  priority: 'priority',
  leadSource: 'lead_source',
  industry: 'industry',
  serviceInterest: 'service_interest',
  inquiryDate: 'inquiry_date',
  lastContactDate: 'last_contact_date',
  nextContactDate: 'next_contact_date',
  tags: 'tags',
  budgetRange: 'budget_range',
  timeline: 'timeline',
  website: 'website',
  sourceCampaign: 'source_campaign',
  utmParameters: 'utm_parameters',
  meetingNotes: 'meeting_notes',
};
/** The columns a field names another record by (stage title, company name, rep name) write. */
const DERIVED: Partial<Record<DealCsvColumn, string[]>> = {
  stage: ['stage_id', 'status', 'sales_stage'],
  company: ['company', 'company_id'],
  assignedSalesRep: ['assigned_sales_rep', 'assigned_sales_rep_id'],
};
/** The column a field is compared by when deciding whether a deal changed. */
const COMPARED: Partial<Record<DealCsvColumn, string>> = { stage: 'stage_id', company: 'company', assignedSalesRep: 'assigned_sales_rep' };
const KINDS: Record<string, ColumnKind> = {
  stage_id: 'uuid',
  company_id: 'uuid',
  assigned_sales_rep_id: 'uuid',
  deal_value: 'numeric',
  inquiry_date: 'date',
  last_contact_date: 'date',
  next_contact_date: 'date',
  tags: 'text[]',
  contact_ids: 'uuid[]',
  position: 'float8',
};

const nameKey = (values: DealRowValues) => [values.name.toLowerCase(), (values.company ?? '').toLowerCase()] as const;
const dealKeys = (values: DealRowValues) => [nameKey(values).join('\n')];

/** The companies (lower-case name) and contacts (e-mail) an import has seen committed. */
type Committed = { companies: CommittedKeys; contacts: CommittedKeys };

/**
 * The keys a row waits on across batches: its deal, and the company and contact it may create. A
 * row naming a company or e-mail the batch before names is written once that batch committed, so
 * two batches written side by side never create one company (or contact) twice — unless the
 * import has seen that company (contact) committed already: then no batch creates it, and the row
 * need not wait. (Every batch names the same few companies in a typical file; without this, each
 * batch waited for the one before and the pipeline wrote one batch at a time.)
 */
const crossBatchKeys = (committed: Committed) => (values: DealRowValues) => {
  const company = values.company?.toLowerCase();
  return [
    ...dealKeys(values),
    ...(company && !committed.companies.has(company) ? [`company:${company}`] : []),
    ...(values.email && !committed.contacts.has(values.email) ? [`contact:${values.email}`] : []),
  ];
};

/** Notes what a batch found committed (anything it found but did not create itself) for the import's next batches. */
function remember(committed: CommittedKeys, createdHere: Set<string>, found: Iterable<string>, createdNow: ReadonlySet<string>) {
  for (const key of createdNow) createdHere.add(key);
  committed.addFound(found, createdHere);
}

type Resolved = CheckedRow<DealRowValues> & { columns: Record<string, unknown>; contactId: string | undefined };

function dealWriter(
  trx: Kysely<Database>,
  fields: readonly DealCsvColumn[],
  author: Author,
  skipped: SkippedRow[],
  journal: ImportJournal,
  committed: Committed,
): BatchWriter<DealRowValues> {
  const written = fields.flatMap((f) => DERIVED[f] ?? [DEAL_COLUMN_OF[f]!]);
  const compared = fields.map((f) => COMPARED[f] ?? DEAL_COLUMN_OF[f]!);
  const has = (field: DealCsvColumn) => fields.includes(field);
  // The funnel's columns, read once per batch; the companies and contacts this batch created.
  let stagesRead: ReturnType<typeof stagesByTitle> | undefined;
  const stagesOnce = () => (stagesRead ??= stagesByTitle(trx));
  const created = { companies: new Set<string>(), contacts: new Set<string>() };

  /** Stage, rep, company and contact of each row, by their names; rows naming an unknown stage or rep are skipped. */
  async function resolve(rows: CheckedRow<DealRowValues>[]): Promise<Resolved[]> {
    const stages = await stagesOnce();
    const repNames = [
      ...new Set(
        rows
          .map((r) => r.values.assignedSalesRep?.toLowerCase())
          .filter((n): n is string => !!n && n !== DEFAULT_LEAD.assignedSalesRep.toLowerCase()),
      ),
    ];
    const reps = await usersByName(trx, repNames);
    const known = rows.filter(({ row, values }) => {
      const reason =
        values.stage && !stages.byTitle.has(values.stage.toLowerCase())
          ? unknownStageReason(values.stage, stages.titles)
          : values.assignedSalesRep &&
              values.assignedSalesRep.toLowerCase() !== DEFAULT_LEAD.assignedSalesRep.toLowerCase() &&
              !reps.has(values.assignedSalesRep.toLowerCase())
            ? unknownRepReason(values.assignedSalesRep)
            : undefined;
      if (reason) skipped.push({ row, email: values.name, reason });
      return !reason;
    });
    const companyNames = new Map(
      known.flatMap((r) => (r.values.company ? [[r.values.company.toLowerCase(), r.values.company] as const] : [])),
    );
    const { found: companies, created: newCompanies } = await ensureCompanies(trx, companyNames, author, journal);
    remember(committed.companies, created.companies, companies.keys(), newCompanies);
    const contacts = new Map<string, NewContact>();
    for (const { values } of known) {
      if (values.email && !contacts.has(values.email))
        contacts.set(values.email, {
          email: values.email,
          first_name: values.firstName ?? '',
          last_name: values.lastName ?? '',
          company_id: values.company ? companies.get(values.company.toLowerCase())!.id : null,
        });
    }
    const { found: contactIds, created: newContacts } = await ensureContacts(trx, contacts, author, journal);
    remember(committed.contacts, created.contacts, contactIds.keys(), newContacts);
    return known.map((r) => {
      const { values } = r;
      const columns: Record<string, unknown> = {};
      for (const f of fields) if (DEAL_COLUMN_OF[f]) columns[DEAL_COLUMN_OF[f]] = values[f] ?? null;
      if (has('stage')) {
        const stage = values.stage ? stages.byTitle.get(values.stage.toLowerCase())! : stages.first;
        Object.assign(columns, { stage_id: stage.id, status: stage.title, sales_stage: stage.title });
      }
      if (has('company')) {
        const company = values.company ? companies.get(values.company.toLowerCase())! : undefined;
        Object.assign(columns, { company: company?.name ?? null, company_id: company?.id ?? null });
      }
      if (has('assignedSalesRep')) {
        const rep = values.assignedSalesRep ? reps.get(values.assignedSalesRep.toLowerCase()) : undefined;
        Object.assign(columns, { assigned_sales_rep: rep?.name ?? DEFAULT_LEAD.assignedSalesRep, assigned_sales_rep_id: rep?.id ?? null });
      }
      // Unset fields keep the table's defaults (priority Medium, lead source N/A, …), as the form does.
      for (const c of ['priority', 'lead_source', 'industry'] as const) if (c in columns && columns[c] === null) delete columns[c];
      return { ...r, columns, contactId: values.email ? contactIds.get(values.email) : undefined };
    });
  }

  const userId = sql`${author.userId}::uuid`;
  return {
    async write(rows) {
      let created = 0;
      let updated = 0;
      for (const round of byOccurrence(await resolve(rows), dealKeys)) {
        const stored = new Map<string, StoredDeal>();
        for (const d of await findDeals(
          trx,
          round.map((r) => nameKey(r.values)),
          compared,
        ))
          stored.set(`${d.name_key}\n${d.company_key}`, d);
        const inserts: Resolved[] = [];
        const updates: { row: Resolved; deal: StoredDeal; changed: string[] }[] = [];
        for (const row of round) {
          const deal = stored.get(dealKeys(row.values)[0]);
          if (deal && 'name' in deal) row.columns.name = deal.name; // the match key stays as stored (as a contact's e-mail does)
          const contactAdded = row.contactId !== undefined && deal !== undefined && !deal.contact_ids.includes(row.contactId);
          if (!deal) inserts.push(row);
          else {
            // The columns it writes for each field that differs (a stage writes stage_id, status and sales_stage).
            const changed = fields
              .filter((_, i) => !sameValue(deal[compared[i]], row.columns[compared[i]]))
              .flatMap((f) => DERIVED[f] ?? [DEAL_COLUMN_OF[f]!]);
            if (contactAdded) changed.push('contact_ids');
            if (changed.length > 0) updates.push({ row, deal, changed: [...changed, 'last_modified_by', 'last_modified_by_user_id'] });
            else skipped.push({ row: row.row, email: row.values.name, reason: UNCHANGED_DEAL_REASON });
          }
        }
        const cols = (extra: string[]): WriteColumn[] => [...written, ...extra].map((name) => ({ name, kind: KINDS[name] ?? 'text' }));
        // New cards go to the bottom of their column, in file order.
        const stageOf = (r: Resolved) => (r.columns.stage_id as string | undefined) ?? undefined;
        const first = inserts.some((r) => !stageOf(r)) ? (await stagesOnce()).first.id : undefined;
        const last = await lastPositions(trx, [...new Set(inserts.map((r) => stageOf(r) ?? first!))]);
        const insertCells = inserts.map((r) => {
          const stageId = stageOf(r) ?? first!;
          const position = (last.get(stageId) ?? 0) + POSITION_STEP;
          last.set(stageId, position);
          return [...written.map((c) => r.columns[c]), r.contactId ? [r.contactId] : [], position, ...(has('stage') ? [] : [stageId])];
        });
        const ids = await insertRows(
          trx,
          'deals',
          cols(['contact_ids', 'position', ...(has('stage') ? [] : ['stage_id'])]),
          insertCells,
          {
            created_by: sql`${author.name}`,
            last_modified_by: sql`${author.name}`,
            created_by_user_id: userId,
            last_modified_by_user_id: userId,
          },
          journal,
        );
        created += ids.length;
        const updateCells = updates.map(({ row, deal }) => [
          deal.id,
          ...written.map((c) => row.columns[c]),
          row.contactId && !deal.contact_ids.includes(row.contactId) ? [...deal.contact_ids, row.contactId] : deal.contact_ids,
        ]);
        updated += await updateRows(
          trx,
          'deals',
          cols(['contact_ids']),
          updateCells,
          {
            last_modified_by: sql`${author.name}`,
            last_modified_by_user_id: userId,
            version: sql`t.version + 1`, // an editor open meanwhile gets a 409 (decision 0016)
            updated_at: sql`now()`,
          },
          { journal, changed: updates.map((u) => u.changed) },
        );
      }
      return { created, updated };
    },
  };
}

/**
 * The deals import (decision 0027): funnel leads matched by name and company name
 * (case-insensitive), linked to their company by name and their contact by e-mail (both created
 * when missing), their column by its title; a row naming an unknown stage or sales rep is skipped
 * with its reason.
 */
export const DEAL_IMPORT: ImportKind<DealRowValues> = {
  kind: 'deals',
  actionType: 'DEALS_IMPORTED',
  entityType: 'deal',
  topics: ['funnel', 'contacts', 'companies'],
  matchHeaders: (headers) => matchHeaders(headers, DEAL_HEADER_NAMES),
  rules(fields, author, settings): ImportRules<DealRowValues> {
    // A contact's whole name sets its first and last name.
    const named = fields.includes(DEAL_FULL_NAME_FIELD) ? [...fields, 'firstName', 'lastName'] : fields;
    const columns = DEAL_CSV_COLUMNS.filter((c) => named.includes(c));
    const committed: Committed = { companies: new CommittedKeys(), contacts: new CommittedKeys() };
    return {
      check: dealRowRules(fields, settings),
      label: (record) => (record.name ?? '').trim(),
      keys: crossBatchKeys(committed),
      writer: (trx, skipped, journal) => dealWriter(trx, columns, author, skipped, journal, committed),
    };
  },
};
