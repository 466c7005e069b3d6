import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import type { Database, NewCompany, NewContact, NewDeal } from '../../db/types';
import { AppError } from '../../errors';
import { countUsers } from '../users/users.service';
import { createAccount } from '../users/users.service';
import { markDemoAccount } from './demo-accounts.repository';
import { DEMO_COMPANIES } from './demo-companies';
import { DEMO_CONTACTS, DEMO_LEADS, demoLeadTags } from './demo-data';

/**
 * The writers of the demo's CRM rows, each its table's owner (decision 0110): identity may not
 * import crm, so app.ts decorates the app with them.
 */
export interface DemoRecordWriters {
  insertCompanies(trx: Kysely<Database>, rows: NewCompany[]): Promise<Array<{ id: string; name: string }>>;
  insertContacts(trx: Kysely<Database>, rows: NewContact[]): Promise<Array<{ id: string; email: string }>>;
  insertDeals(trx: Kysely<Database>, rows: NewDeal[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    demoRecordWriters: DemoRecordWriters;
  }
}

/** YYYY-MM-DD of today plus `days` (negative for the past), in UTC. */
function dayOffset(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Demo mode on an empty database: the demo accounts (one per role), then companies, contacts
 * and the three sample funnel leads in one transaction. Does nothing once any account exists.
 */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const { db, auth, log, demoRecordWriters: writers } = app;
  if ((await countUsers(db)) > 0) return false;

  const userIds = new Map<string, string>();
  try {
    for (const u of DEMO_USERS) {
      const user = await createAccount(
        db,
        auth,
        { fullName: u.fullName, email: u.email, password: DEMO_PASSWORD, role: u.role, phone: u.phone },
        (trx, created) => markDemoAccount(trx, created.id, 'seed'),
      );
      userIds.set(u.role, user.id);
    }
  } catch (error) {
    // Another instance sharing this database is seeding at the same moment: let it finish.
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
  const adminId = userIds.get('admin')!;
  const salesRep = DEMO_USERS.find((u) => u.role === 'sales_rep')!;
  const salesRepId = userIds.get('sales_rep')!;
  const audit = { created_by_user_id: adminId, last_modified_by_user_id: adminId };

  await db.transaction().execute(async (trx) => {
    const companies = await writers.insertCompanies(
      trx,
      DEMO_COMPANIES.map((c) => ({
        name: c.name,
        sector: c.sector,
        website: c.website,
        phone: c.phone,
        email: c.email,
        address: c.address,
        city: c.city,
        state: c.state,
        zip_code: c.zipCode,
        country: c.country,
        linkedin_url: c.linkedinUrl,
        number_of_employees: c.numberOfEmployees,
        annual_revenue: c.annualRevenue,
        tags: c.tags,
        description: c.description,
        ...audit,
      })),
    );
    const companyId = new Map(companies.map((c) => [c.name, c.id]));

    const contacts = await writers.insertContacts(
      trx,
      DEMO_CONTACTS.map((c) => ({
        first_name: c.firstName,
        last_name: c.lastName,
        email: c.email,
        phone: c.phone,
        mobile_phone: c.mobilePhone,
        work_email: c.workEmail,
        job_title: c.jobTitle,
        address: c.address,
        city: c.city,
        state: c.state,
        zip_code: c.zipCode,
        country: c.country,
        linkedin_profile: c.linkedinProfile,
        birthday: c.birthday,
        tags: c.tags,
        is_inquiry: c.isInquiry,
        description: c.description,
        company_id: companyId.get(c.companyName) ?? null,
        assigned_sales_rep_id: salesRepId,
        last_contact_date: dayOffset(-c.lastContactDaysAgo),
        created_by: 'Demo data',
        last_modified_by: 'Demo data',
        ...audit,
      })),
    );
    const contactId = new Map(contacts.map((c) => [c.email, c.id]));

    const stages = await trx.selectFrom('pipeline_stages').select(['id', 'title']).execute();
    const stageId = new Map(stages.map((s) => [s.title, s.id]));
    await writers.insertDeals(
      trx,
      DEMO_LEADS.map((lead, index) => ({
        stage_id: stageId.get(lead.stageTitle)!,
        position: index,
        name: lead.name,
        amount: lead.dealValue,
        deal_value: lead.dealValue,
        type: 'New Business',
        company: lead.company,
        company_id: companyId.get(lead.company) ?? null,
        contact_ids: contactId.has(lead.email) ? [contactId.get(lead.email)!] : [],
        first_name: lead.firstName,
        last_name: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        job_title: lead.jobTitle,
        lead_source: lead.leadSource,
        priority: lead.priority,
        industry: lead.industry,
        service_interest: lead.serviceInterest,
        status: lead.stageTitle,
        sales_stage: lead.stageTitle,
        tags: demoLeadTags(lead),
        inquiry_date: dayOffset(-lead.inquiryDaysAgo),
        next_contact_date: dayOffset(lead.nextContactInDays),
        meeting_notes: lead.meetingNotes,
        assigned_sales_rep_id: salesRepId,
        assigned_sales_rep: salesRep.fullName,
        created_by: 'Demo data',
        last_modified_by: 'Demo data',
        ...audit,
      })),
    );
  });
  log.info(
    { users: DEMO_USERS.length, companies: DEMO_COMPANIES.length, contacts: DEMO_CONTACTS.length, leads: DEMO_LEADS.length },
    'demo data seeded',
  );
  return true;
}
