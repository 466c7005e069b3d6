import { type Kysely, sql } from 'kysely';
import { IMPORT_WARNINGS } from '@keel/shared/data-management';
import {
  DEAL_CSV_FIELDS,
  type DealCsvColumn,
  type DealRowValues,
  UNCHANGED_DEAL_REASON,
  unknownStageReason,
} from '@keel/shared/deal-import';
import { DEFAULT_LEAD } from '@keel/shared/funnel';
import { companyWaitKey } from '@keel/shared/import-files/company-key';
import { addedTags, incomingEmpty, sameValue, storedEmpty, type ValueKind } from '@keel/shared/import-files/update-rules';
import type { Database } from '../../db/types';
import { POSITION_STEP } from '../funnel/lead-position';
import type { Author } from './contact-import.repository';
import type { ImportSettings } from './csv-import.service';
import { ensureContacts, findDeals, lastPositions, type NewContact, stagesByTitle, type StoredDeal } from './deal-import.repository';
import { type BatchReport, type BatchWriter, byOccurrence, type CheckedRow, type CommittedKeys } from './import-batch';
import type { ImportJournal } from './import-journal.repository';
import { type ColumnKind, insertRows, updateRows, type WriteColumn } from './import-write.repository';
import { type ByName, ensureCompaniesByName, type NamedRecord, personKey, usersByNameOrEmail } from './related-records.repository';

/** The columns a field names another record by (stage title, company name, rep name) write. */
const DERIVED: Partial<Record<DealCsvColumn, string[]>> = {
  stage: ['stage_id', 'status', 'sales_stage'],
  company: ['company', 'company_id'],
  assignedSalesRep: ['assigned_sales_rep', 'assigned_sales_rep_id'],
};
/** The deals column of each CSV field that is written as it stands (the deal registry's, decision 0104). */
export const DEAL_COLUMN_OF: Partial<Record<DealCsvColumn, string>> = Object.fromEntries(
  DEAL_CSV_FIELDS.filter(({ name }) => !Object.hasOwn(DERIVED, name)).map(({ name, field }) => [name, field.column]),
);
const KINDS: Record<string, ColumnKind> = {
  stage_id: 'uuid',
  company_id: 'uuid',
  assigned_sales_rep_id: 'uuid',
  tags: 'text[]',
  contact_ids: 'uuid[]',
  position: 'float8',
  // Dates and money the file sets, by their kind in the registry.
  ...Object.fromEntries(
    DEAL_CSV_FIELDS.flatMap(({ field }): [string, ColumnKind][] =>
      field.kind === 'date' ? [[field.column, 'date']] : field.kind === 'number' ? [[field.column, 'numeric']] : [],
    ),
  ),
};
const valueKind = (field: DealCsvColumn): ValueKind => {
  const kind = KINDS[DEAL_COLUMN_OF[field] ?? ''];
  return field === 'tags' ? 'tags' : kind ? 'typed' : 'text';
};
/** A new deal's empty choices take the form's defaults. */
const DEFAULTS: Record<string, string> = {
  priority: DEFAULT_LEAD.priority,
  lead_source: DEFAULT_LEAD.leadSource,
  industry: DEFAULT_LEAD.industry,
};

export const dealNameKey = (values: DealRowValues) => [values.name.toLowerCase(), (values.company ?? '').toLowerCase()] as const;
export const dealKeys = (values: DealRowValues) => [dealNameKey(values).join('\n')];
const named = (value: string | null | undefined) =>
  value && value.trim().toLowerCase() !== DEFAULT_LEAD.assignedSalesRep.toLowerCase() ? value.trim() : undefined;

/** The companies (wait keys) and contacts (e-mails) an import has seen committed. */
export type Committed = { companies: CommittedKeys; contacts: CommittedKeys };

/**
 * The keys a row waits on across batches: its deal, and the company and contact it may create,
 * unless the import has seen them committed (then no batch creates them; decision 0041).
 */
export const crossBatchKeys = (committed: Committed, createsCompanies: boolean) => (values: DealRowValues) => {
  const company = createsCompanies && values.company ? companyWaitKey(values.company) : '';
  return [
    ...dealKeys(values),
    ...(company && !committed.companies.has(company) ? [`company:${company}`] : []),
    ...(values.email && !committed.contacts.has(values.email) ? [`contact:${values.email}`] : []),
  ];
};

type Known = CheckedRow<DealRowValues> & { stage?: { id: string; title: string }; rep?: NamedRecord };

/**
 * A batch's writer (decision 0027). A row naming an unknown stage is rejected; a sales rep
 * no team member is (by name or e-mail) is left Unassigned with a warning. A deal matched by name
 * and company name is updated field by field by the update rules (an empty cell never erases a
 * value) and gets no company or contact created or linked, so a deals export imported again
 * changes nothing; a new deal is linked to its company (created unless the import only links) and
 * its contact by e-mail (created when missing).
 */
export function dealWriter(
  trx: Kysely<Database>,
  fields: readonly DealCsvColumn[],
  report: BatchReport,
  context: { author: Author; journal: ImportJournal; settings: ImportSettings; committed: Committed },
): BatchWriter<DealRowValues> {
  const { author, journal, settings, committed } = context;
  const { skipped, warnings } = report;
  const written = fields.flatMap((f) => DERIVED[f] ?? [DEAL_COLUMN_OF[f]!]);
  const has = (field: DealCsvColumn) => fields.includes(field);
  let stagesRead: ReturnType<typeof stagesByTitle> | undefined;
  const stagesOnce = () => (stagesRead ??= stagesByTitle(trx));
  const createdHere = { companies: new Set<string>(), contacts: new Set<string>() };
  const userId = sql`${author.userId}::uuid`;

  async function known(rows: CheckedRow<DealRowValues>[]): Promise<Known[]> {
    const stages = await stagesOnce();
    const reps = await usersByNameOrEmail(
      trx,
      rows.flatMap((r) => named(r.values.assignedSalesRep) ?? []),
    );
    return rows.flatMap(({ row, values }) => {
      const stage = values.stage ? stages.byTitle.get(values.stage.toLowerCase()) : undefined;
      if (values.stage && !stage) {
        const reason = unknownStageReason(values.stage, stages.titles);
        skipped.push({ row, email: values.name, reason, errors: [{ column: 'stage', message: reason }] });
        return [];
      }
      const repName = named(values.assignedSalesRep);
      const rep = repName ? reps.get(personKey(repName)) : undefined;
      if (repName && !rep)
        warnings.push({ row, email: values.name, field: 'assignedSalesRep', message: IMPORT_WARNINGS.unknownPerson(repName) });
      return [{ row, values, stage, rep }];
    });
  }

  /** The columns of a new deal: the file's values, its stage (the first column when none), company, rep, the form's defaults. */
  function newColumns(r: Known, first: { id: string; title: string }, companies: ByName): Record<string, unknown> {
    const columns: Record<string, unknown> = {};
    for (const f of fields) if (DEAL_COLUMN_OF[f]) columns[DEAL_COLUMN_OF[f]] = r.values[f] ?? null;
    for (const [column, value] of Object.entries(DEFAULTS)) if (column in columns) columns[column] ??= value;
    const stage = r.stage ?? first;
    if (has('stage')) Object.assign(columns, { stage_id: stage.id, status: stage.title, sales_stage: stage.title });
    if (has('company')) {
      const company = r.values.company ? companies.get(r.values.company) : undefined;
      Object.assign(columns, { company: company?.name ?? r.values.company ?? null, company_id: company?.id ?? null });
    }
    if (has('assignedSalesRep'))
      Object.assign(columns, {
        assigned_sales_rep: r.rep?.name ?? DEFAULT_LEAD.assignedSalesRep,
        assigned_sales_rep_id: r.rep?.id ?? null,
      });
    return columns;
  }

  /** A matched deal's columns after the update rules, and the columns that change; its name and company (the match key) stay as stored. */
  function merge(r: Known, deal: StoredDeal): { columns: Record<string, unknown>; changed: string[] } {
    const columns: Record<string, unknown> = Object.fromEntries(written.map((c) => [c, deal[c]]));
    const take = (incomingIsEmpty: boolean, storedIsEmpty: boolean) =>
      !incomingIsEmpty && (settings.updates.update === 'overwrite' || storedIsEmpty);
    for (const f of fields) {
      if (f === 'name' || f === 'company') continue;
      if (f === 'stage') {
        if (r.stage && take(false, false))
          Object.assign(columns, { stage_id: r.stage.id, status: r.stage.title, sales_stage: r.stage.title });
      } else if (f === 'assignedSalesRep') {
        if (r.rep && take(false, deal.assigned_sales_rep_id == null))
          Object.assign(columns, { assigned_sales_rep: r.rep.name, assigned_sales_rep_id: r.rep.id });
      } else {
        const column = DEAL_COLUMN_OF[f]!;
        const [stored, incoming, kind] = [deal[column], r.values[f], valueKind(f)];
        if (kind === 'tags' && settings.updates.tags === 'add') columns[column] = addedTags(stored, incoming);
        else if (take(incomingEmpty(incoming, kind), storedEmpty(stored, kind))) columns[column] = incoming;
      }
    }
    return { columns, changed: written.filter((c) => !sameValue(deal[c], columns[c])) };
  }

  /** Companies and contacts of the new deals: found, or created (companies unless the import only links). */
  async function related(rows: Known[]) {
    const names = [...new Set(rows.flatMap((r) => r.values.company ?? []))];
    const companies = await ensureCompaniesByName(trx, names, { create: settings.companies === 'create', author, journal });
    for (const name of names) {
      const key = companyWaitKey(name);
      if (companies.created.has(companies.keys.get(name)!)) createdHere.companies.add(key);
      else if (companies.found.has(name)) committed.companies.addFound([key], createdHere.companies);
    }
    for (const r of rows)
      if (r.values.company && !companies.found.get(r.values.company))
        warnings.push({ row: r.row, email: r.values.name, field: 'company', message: IMPORT_WARNINGS.unknownCompany(r.values.company) });
    const contacts = new Map<string, NewContact>();
    for (const { values } of rows)
      if (values.email && !contacts.has(values.email))
        contacts.set(values.email, {
          email: values.email,
          first_name: values.firstName ?? '',
          last_name: values.lastName ?? '',
          company_id: values.company ? (companies.found.get(values.company)?.id ?? null) : null,
        });
    const { found: contactIds, created: newContacts } = await ensureContacts(trx, contacts, author, journal);
    for (const key of newContacts) createdHere.contacts.add(key);
    committed.contacts.addFound(contactIds.keys(), createdHere.contacts);
    return { companies: companies.found, contactIds };
  }

  return {
    async write(rows) {
      let created = 0;
      let updated = 0;
      for (const round of byOccurrence(await known(rows), dealKeys)) {
        const stored = new Map<string, StoredDeal>();
        const deals = await findDeals(
          trx,
          round.map((r) => dealNameKey(r.values)),
          [...new Set([...written, 'assigned_sales_rep_id'])],
        );
        for (const d of deals) stored.set(`${d.name_key}\n${d.company_key}`, d);
        const inserts: Known[] = [];
        const updates: { deal: StoredDeal; columns: Record<string, unknown>; changed: string[] }[] = [];
        for (const r of round) {
          const deal = stored.get(dealKeys(r.values)[0]);
          if (!deal) {
            inserts.push(r);
            continue;
          }
          const merged = merge(r, deal);
          if (merged.changed.length > 0) updates.push({ deal, ...merged });
          else skipped.push({ row: r.row, email: r.values.name, reason: UNCHANGED_DEAL_REASON });
        }
        const cols = (extra: string[]): WriteColumn[] => [...written, ...extra].map((name) => ({ name, kind: KINDS[name] ?? 'text' }));
        if (inserts.length > 0) {
          const stages = await stagesOnce();
          const { companies, contactIds } = await related(inserts);
          const rowsColumns = inserts.map((r) => newColumns(r, stages.first, companies));
          // New cards go to the bottom of their column, in file order.
          const last = await lastPositions(trx, [...new Set(inserts.map((r) => (r.stage ?? stages.first).id))]);
          const insertCells = inserts.map((r, i) => {
            const stageId = (r.stage ?? stages.first).id;
            const position = (last.get(stageId) ?? 0) + POSITION_STEP;
            last.set(stageId, position);
            const contactId = r.values.email ? contactIds.get(r.values.email) : undefined;
            return [...written.map((c) => rowsColumns[i][c]), contactId ? [contactId] : [], position, ...(has('stage') ? [] : [stageId])];
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
        }
        updated += await updateRows(
          trx,
          'deals',
          cols([]),
          updates.map((u) => [u.deal.id, ...written.map((c) => u.columns[c])]),
          {
            last_modified_by: sql`${author.name}`,
            last_modified_by_user_id: userId,
            version: sql`t.version + 1`, // an editor open meanwhile gets a 409 (decision 0016)
            updated_at: sql`now()`,
          },
          { journal, changed: updates.map((u) => [...u.changed, 'last_modified_by', 'last_modified_by_user_id']) },
        );
      }
      return { created, updated };
    },
  };
}
