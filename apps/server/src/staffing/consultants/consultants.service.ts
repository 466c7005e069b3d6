import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Consultant,
  type ConsultantListItem,
  type ConsultantListPage,
  type ConsultantMemberChoice,
  type ConsultantListValues,
  CONSULTANT_MESSAGES,
  type ConsultantUpdateValues,
  type ConsultantValues,
  type Engagement,
} from '@keel/shared/consultants';
import { roleFlags, type Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound, validationError } from '../../errors';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { skillsByIds } from '../../workspace/skills/skills.service';
import {
  consultantOfMember,
  deleteConsultantRow,
  findConsultantRow,
  insertConsultant,
  listConsultantRows,
  lockConsultant,
  memberChoiceRows,
  memberExists,
  replaceSkills,
  replaceUnavailability,
  skillsOf,
  unavailabilityOf,
  updateConsultant,
} from './consultants.repository';
import { numberOrNull } from '../../lib/column-values';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

/** Who sees and sets rates (decision 0087): admins and sales reps. */
export const seesRates = (role: Role) => roleFlags(role).isSalesRep;
/** Who creates and edits consultants (decision 0087): admins, sales reps and recruiters. */
export const editsConsultants = (role: Role) => roleFlags(role).isSalesRep || roleFlags(role).isRecruiter;

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

export async function listConsultants(db: Db, query: ConsultantListValues): Promise<ConsultantListPage> {
  const { rows, total } = await listConsultantRows(db, query);
  const skills = await skillsOf(
    db,
    rows.map((r) => r.consultant_id),
  );
  const items: ConsultantListItem[] = rows.map((r) => ({
    consultant_id: r.consultant_id,
    full_name: r.full_name,
    title: r.title,
    engagement: r.engagement as Engagement,
    city: r.city,
    country: r.country,
    updated_at: r.updated_at.toISOString(),
    skills: skills
      .filter((s) => s.consultant_id === r.consultant_id)
      .map((s) => ({ skill_id: s.skill_id, name: s.name, level: s.level, years: numberOrNull(s.years) })),
  }));
  return { items, total, totalCapped: false, page: query.page, pageSize: query.pageSize };
}

/** A consultant's record; its rates only for a reader who may see them (the key is left out otherwise). */
export async function getConsultant(db: Db, reader: Pick<Actor, 'role'>, id: string): Promise<Consultant> {
  const row = await findConsultantRow(db, id);
  if (!row) throw notFound(CONSULTANT_MESSAGES.notFound);
  const skills = await skillsOf(db, [row.consultant_id]);
  return {
    consultant_id: row.consultant_id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    engagement: row.engagement as Engagement,
    user_id: row.user_id,
    user_name: row.user_name,
    city: row.city,
    country: row.country,
    time_zone: row.time_zone,
    notes: row.notes,
    skills: skills.map((s) => ({ skill_id: s.skill_id, name: s.name, level: s.level, years: numberOrNull(s.years) })),
    unavailability: await unavailabilityOf(db, row.consultant_id),
    ...(seesRates(reader.role)
      ? { rates: { day_rate: numberOrNull(row.day_rate), cost_rate: numberOrNull(row.cost_rate), rate_currency: row.rate_currency } }
      : {}),
    origin: row.made_from_applicant_at
      ? { applicant_id: row.applicant_id, applicant_name: row.applicant_name, made_at: row.made_from_applicant_at.toISOString() }
      : null,
    has_resume: row.resume_file_path !== null,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
  };
}

/** The checks every save makes: may this actor send rates; do the skills and the member exist; is the member free. */
async function check(db: Db, actor: Actor, values: ConsultantValues, id?: string): Promise<void> {
  if (!editsConsultants(actor.role)) throw forbidden(CONSULTANT_MESSAGES.editors);
  if (values.rates && !seesRates(actor.role)) throw forbidden(CONSULTANT_MESSAGES.ratesForbidden);
  const known = await skillsByIds(
    db,
    values.skills.map((s) => s.skill_id.toLowerCase()),
  );
  if (known.length !== values.skills.length) throw validationError(CONSULTANT_MESSAGES.unknownSkill);
  if (values.user_id) {
    if (!(await memberExists(db, values.user_id))) throw validationError(CONSULTANT_MESSAGES.unknownMember);
    if (await consultantOfMember(db, values.user_id, id)) throw conflict(CONSULTANT_MESSAGES.memberTaken);
  }
}

const fieldsOf = ({ skills: _s, unavailability: _u, rates: _r, ...fields }: ConsultantValues) => fields;
const auditDetails = (values: ConsultantValues) => ({
  name: values.full_name,
  engagement: values.engagement,
  skills: values.skills.length,
  ...(values.rates ? { ratesChanged: true } : {}),
});

/** One member per consultant: a race past the check still ends as a 409. */
async function memberUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(CONSULTANT_MESSAGES.memberTaken);
    throw error;
  }
}

export async function createConsultant(db: Db, actor: Actor, values: ConsultantValues): Promise<Consultant> {
  const id = await memberUnique(() =>
    db.transaction().execute(async (trx) => {
      await check(trx, actor, values);
      const { consultant_id } = await insertConsultant(trx, fieldsOf(values), values.rates, actor.id);
      await replaceSkills(trx, consultant_id, values.skills);
      await replaceUnavailability(trx, consultant_id, values.unavailability);
      await recordAudit(trx, {
        actionType: 'CONSULTANT_CREATED',
        user: actor,
        entityType: 'consultant',
        entityId: consultant_id,
        details: auditDetails(values),
      });
      return consultant_id;
    }),
  );
  return getConsultant(db, actor, id);
}

/** Saves every field as of `version` (409 when stale, decision 0016); rates left out stay as they are. */
export async function saveConsultant(db: Db, actor: Actor, id: string, values: ConsultantUpdateValues): Promise<Consultant> {
  const { version, ...rest } = values;
  await memberUnique(() =>
    db.transaction().execute(async (trx) => {
      const row = await lockConsultant(trx, id);
      if (!row) throw notFound(CONSULTANT_MESSAGES.notFound);
      await requireVersion(trx, row, version);
      await check(trx, actor, rest, id);
      await updateConsultant(trx, id, fieldsOf(rest), rest.rates, actor.id);
      await replaceSkills(trx, id, rest.skills);
      await replaceUnavailability(trx, id, rest.unavailability);
      await recordAudit(trx, {
        actionType: 'CONSULTANT_UPDATED',
        user: actor,
        entityType: 'consultant',
        entityId: id,
        details: auditDetails(rest),
      });
    }),
  );
  return getConsultant(db, actor, id);
}

export async function deleteConsultant(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await deleteConsultantRow(trx, id);
    if (!row) throw notFound(CONSULTANT_MESSAGES.notFound);
    await recordAudit(trx, {
      actionType: 'CONSULTANT_DELETED',
      user: actor,
      entityType: 'consultant',
      entityId: id,
      details: { name: row.full_name },
    });
  });
}

/** Who a consultant may be linked to: active members, each with the consultant already linked, if any. */
export async function memberChoices(db: Db): Promise<ConsultantMemberChoice[]> {
  return (await memberChoiceRows(db)).map((r) => ({ ...r, consultant_id: r.consultant_id ?? null }));
}
