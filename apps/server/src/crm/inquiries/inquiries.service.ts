import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { DEFAULT_LEAD, INQUIRY_STAGE_TITLE, NEW_BUSINESS_DEAL_TYPE } from '@keel/shared/funnel';
import {
  inquiryDealName,
  PUBLIC_INQUIRY_CREATOR,
  type InquiryData,
  type InquiryReceipt,
  UNVERIFIED_INQUIRY_TAG,
} from '@keel/shared/inquiries';
import type { Database, LeadAddress } from '../../db/types';
import { validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import * as repo from './inquiries.repository';
import { findOrCreateIntakeCompany } from '../companies/company-intake.service';
import { companyName as findCompanyName } from '../companies/companies.service';
import { upsertInquiryContact } from '../contacts/contact-intake.service';
import { addIntakeLead, findFirstStage, findStageByTitle } from '../funnel/lead-intake.service';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import { type Notifier, notify } from '../../workspace/notifications/notifications.service';

/** The step a failed submission stopped at: decides which docs/product/texts-and-constants.md#inquiry error the visitor sees. */
export type InquiryStep = 'contact' | 'deal';

/** A database failure during one step; the transaction has been rolled back. */
export class InquiryStepError extends Error {
  constructor(
    readonly step: InquiryStep,
    readonly cause: unknown,
  ) {
    super(`inquiry failed at the ${step} step`);
  }
}

/** Whose the lead is (docs/product/roles-and-permissions.md#inquiry-ownership): the signed-in user; for a visitor the first admin; else nobody. */
async function leadOwner(db: Kysely<Database>, user: SessionUser | null) {
  if (user) return { id: user.id, name: user.fullName };
  const admin = await repo.findFirstAdmin(db);
  return admin ? { id: admin.id, name: admin.full_name.trim() || admin.email } : { id: null, name: DEFAULT_LEAD.assignedSalesRep };
}

/** The column the deal lands in: the stage a signed-in user passed, else 'New Inquiry' (else the first column). */
async function targetStage(db: Kysely<Database>, data: InquiryData, user: SessionUser | null) {
  if (user && data.stage) {
    const passed = await findStageByTitle(db, data.stage);
    if (!passed) throw validationError(`There is no funnel stage called '${data.stage}'.`, { stage: 'Unknown funnel stage.' });
    return passed;
  }
  const stage = (await findStageByTitle(db, INQUIRY_STAGE_TITLE)) ?? (await findFirstStage(db));
  if (!stage) throw validationError('The sales funnel has no stages to receive the inquiry.');
  return stage;
}

async function step<T>(name: InquiryStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof InquiryStepError ? error : new InquiryStepError(name, error);
  }
}

/**
 * A New Inquiry (docs/product/beyond-the-spec.md#one-transaction-inquiry), in ONE transaction: the contact (an existing one with this
 * e-mail, its blanks filled when staff enter it, untouched when a visitor does (decision 0076); else a new one, is_inquiry), the company (found by case-insensitive
 * name, else created), the deal at the end of its funnel column with every lead-card field, named
 * after the company as stored, and the NEW_INQUIRY_SUBMITTED audit entry. All of it commits, or
 * none of it. Signed-in staff get the ids of the contact and lead back, to open them.
 */
export async function submitInquiry(
  db: Kysely<Database>,
  data: InquiryData,
  user: SessionUser | null,
  notifier: Notifier,
): Promise<InquiryReceipt> {
  const leadName = `${data.firstName} ${data.lastName}`;
  let dealName = inquiryDealName(data);
  const createdBy = user?.fullName ?? PUBLIC_INQUIRY_CREATOR;
  const today = new Date().toISOString().slice(0, 10);
  let ids = { contactId: '', leadId: '' };

  await db.transaction().execute(async (trx) => {
    const stage = await targetStage(trx, data, user);
    const owner = await leadOwner(trx, user);

    const { companyId, companyName, contact } = await step('contact', async () => {
      const typedCompany = data.company
        ? await findOrCreateIntakeCompany(trx, {
            name: data.company,
            website: data.website ?? null,
            sector: data.industry ?? null,
            createdByUserId: user?.id ?? null,
          })
        : undefined;
      const contact = await upsertInquiryContact(
        trx,
        {
          first_name: data.firstName,
          last_name: data.lastName,
          email: data.email,
          work_email: data.workEmail ?? null,
          phone: data.phone ?? null,
          mobile_phone: data.mobilePhone ?? null,
          company_id: typedCompany?.id ?? null,
          job_title: data.jobTitle ?? null,
          description: data.message,
          address: data.address ?? null,
          address2: data.address2 ?? null,
          city: data.city ?? null,
          state: data.state ?? null,
          zip_code: data.zipCode ?? null,
          ...(data.country ? { country: data.country } : {}),
          linkedin_profile: data.linkedinProfile ?? null,
          instagram_profile: data.instagramProfile ?? null,
          instant_message_handles: data.instantMessageHandles ?? null,
          birthday: data.birthday ?? null,
          is_inquiry: true,
          assigned_sales_rep_id: owner.id,
          created_by: createdBy,
          last_modified_by: createdBy,
          created_by_user_id: user?.id ?? null,
          last_modified_by_user_id: user?.id ?? null,
        },
        { last_modified_by: createdBy, last_modified_by_user_id: user?.id ?? null },
        { fillBlanks: user !== null },
      );
      // The deal belongs to the company typed in; with none typed, to the contact's own company.
      const companyId = typedCompany?.id ?? contact.companyId;
      const companyName = typedCompany?.name ?? (companyId ? await findCompanyName(trx, companyId) : undefined);
      return { companyId, companyName, contact };
    });
    const contactId = contact.id;
    // Named after the company as stored ('Acme Corp'), not as typed this time ('ACME corp').
    dealName = inquiryDealName({ ...data, company: companyName });

    await step('deal', async () => {
      const leadSource = data.leadSource ?? DEFAULT_LEAD.leadSource;
      const address: LeadAddress = {
        street: data.address,
        street2: data.address2,
        city: data.city,
        state: data.state,
        zipCode: data.zipCode,
        country: data.country ?? 'USA',
      };
      const dealId = await addIntakeLead(trx, {
        stage_id: stage.id,
        name: dealName,
        amount: data.projectValue,
        deal_value: data.projectValue,
        type: NEW_BUSINESS_DEAL_TYPE,
        company_id: companyId,
        contact_ids: [contactId],
        description: data.message,
        priority: data.priority ?? DEFAULT_LEAD.priority,
        assigned_sales_rep_id: owner.id,
        assigned_sales_rep: owner.name,
        // docs/product/crm.md#funnel-moves: status and stage follow the column; tags are the lead source plus the column title.
        status: stage.title,
        sales_stage: stage.title,
        // A visitor's inquiry from a known contact's e-mail is marked for staff: nobody checked it came from them.
        tags: contact.matched && !user ? [leadSource, stage.title, UNVERIFIED_INQUIRY_TAG] : [leadSource, stage.title],
        title: data.projectName ?? null,
        first_name: data.firstName,
        last_name: data.lastName,
        company: companyName ?? null,
        email: data.email,
        work_email: data.workEmail ?? null,
        phone: data.phone ?? null,
        mobile_phone: data.mobilePhone ?? null,
        job_title: data.jobTitle ?? null,
        lead_source: leadSource,
        inquiry_date: today,
        industry: data.industry ?? DEFAULT_LEAD.industry,
        service_interest: data.serviceInterest ?? null,
        budget_range: data.budgetRange ?? null,
        timeline: data.timeline ?? null,
        website: data.website ?? null,
        social_profiles: {
          ...(data.linkedinProfile ? { linkedin: data.linkedinProfile } : {}),
          ...(data.instagramProfile ? { instagram: data.instagramProfile } : {}),
        },
        instant_message_handles: data.instantMessageHandles ?? null,
        birthday: data.birthday ?? null,
        location: [data.city, data.state, data.country].filter(Boolean).join(', ') || null,
        address: JSON.stringify(address),
        created_by: createdBy,
        last_modified_by: createdBy,
        created_by_user_id: user?.id ?? null,
        last_modified_by_user_id: user?.id ?? null,
      });
      await recordAudit(trx, {
        actionType: 'NEW_INQUIRY_SUBMITTED',
        user,
        actorName: PUBLIC_INQUIRY_CREATOR,
        entityType: 'deal',
        entityId: dealId,
        details: {
          dealName,
          leadName,
          email: data.email,
          contactId,
          companyId,
          stage: stage.title,
          assignedTo: owner.name,
          ...(contact.matched ? { existingContact: true, contactFieldsFilled: contact.filled, ...(user ? {} : { unverified: true }) } : {}),
        },
      });
      // The lead's owner hears of it (not a member who entered it for themselves).
      await notify(trx, notifier, {
        kind: 'inquiry_assigned',
        recipientId: owner.id,
        record: { type: 'deal', id: dealId },
        actor: user ? { id: user.id, name: user.fullName } : null,
        subject: `${leadName} (${dealName})`,
      });
      ids = { contactId, leadId: dealId };
    });
  });
  for (const topic of ['funnel', 'contacts', 'companies'] as const) publishChange(db, { topic, by: user?.id ?? null });
  // Ids only for staff: an anonymous visitor must not learn whether an e-mail is already a contact.
  return user ? { leadName, dealName, ...ids } : { leadName, dealName };
}
