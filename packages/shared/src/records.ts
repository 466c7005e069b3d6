import { z } from 'zod';

/**
 * Record pages (decision 0024): a contact's or a company's related leads, contacts and jobs (its
 * history is on its timeline: @keel/shared/activities).
 */

/** How many related rows a record page lists of each kind (the total says how many there are). */
export const RELATED_LIMIT = 50;

/** A funnel lead related to a record, as its page lists it. */
export const RelatedLead = z.object({
  id: z.string(),
  name: z.string(),
  stageTitle: z.string(),
  dealValue: z.number().nullable(),
  assignedSalesRep: z.string(),
});
export type RelatedLead = z.infer<typeof RelatedLead>;

export const RelatedContact = z.object({ id: z.string(), name: z.string(), email: z.string(), jobTitle: z.string().nullable() });
export type RelatedContact = z.infer<typeof RelatedContact>;

export const RelatedJob = z.object({ id: z.string(), title: z.string(), status: z.string(), location: z.string().nullable() });
export type RelatedJob = z.infer<typeof RelatedJob>;

/** The first RELATED_LIMIT related rows of one kind, and how many there are in all. */
const related = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const RelatedLeads = related(RelatedLead);
export type RelatedLeads = z.infer<typeof RelatedLeads>;

/** What a company page lists besides its details; `jobs` is null for roles that may not see jobs (recruiters and admins may). */
export const CompanyRelated = z.object({
  contacts: related(RelatedContact),
  leads: RelatedLeads,
  jobs: related(RelatedJob).nullable(),
});
export type CompanyRelated = z.infer<typeof CompanyRelated>;
