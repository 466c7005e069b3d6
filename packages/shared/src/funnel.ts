import { z } from 'zod';
import { SECTORS } from './companies';
import { type StageOutcome, StageOutcome as StageOutcomeSchema, WinProbability } from './deal-figures';

/** Lead sources of docs/product/texts-and-constants.md#option-lists, plus 'N/A', the lead card's default (docs/product/records.md#lead-cards). */
export const LEAD_SOURCES = [
  'Website',
  'Referral',
  'Advertisement',
  'Social Media',
  'Event',
  'Cold Call',
  'LinkedIn',
  'Instagram',
  'Other',
  'N/A',
] as const;
export const LeadSource = z.enum(LEAD_SOURCES);
export type LeadSource = z.infer<typeof LeadSource>;

/** Lead / deal priorities (docs/product/texts-and-constants.md#option-lists). */
export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export const Priority = z.enum(PRIORITIES);
export type Priority = z.infer<typeof Priority>;

/** Lead industries (docs/product/texts-and-constants.md#option-lists): the same ten values as the company sectors (docs/product/records.md#lead-cards), so written once. */
export const INDUSTRIES = SECTORS;
export const Industry = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof Industry>;

/** Services of interest (docs/product/texts-and-constants.md#option-lists). */
export const SERVICE_INTERESTS = [
  'Full-Stack Development',
  'CRM Implementation',
  'Software Consulting',
  'UI/UX Design',
  'Cloud Solutions',
  'Data Analytics',
  'Other',
] as const;
export const ServiceInterest = z.enum(SERVICE_INTERESTS);
export type ServiceInterest = z.infer<typeof ServiceInterest>;

/** The deal type a public inquiry creates (docs/product/data-import-export.md#inquiry-submission). */
export const NEW_BUSINESS_DEAL_TYPE = 'New Business';

/** Default funnel columns (docs/product/records.md#funnel-columns), in order, with their colours (CSS hex) and outcomes (decision 0060). */
export const DEFAULT_STAGES = [
  { title: 'New Inquiry', color: '#3B82F6', outcome: 'open' },
  { title: 'Contacted', color: '#F59E0B', outcome: 'open' },
  { title: 'Proposal Sent', color: '#8B5CF6', outcome: 'open' },
  { title: 'Closed Won', color: '#10B981', outcome: 'won' },
  { title: 'Closed Lost', color: '#EF4444', outcome: 'lost' },
] as const satisfies ReadonlyArray<{ title: string; color: string; outcome: StageOutcome }>;
export type DefaultStageTitle = (typeof DEFAULT_STAGES)[number]['title'];

/** The column a public inquiry lands in (docs/product/crm.md#funnel-moves, docs/product/beyond-the-spec.md#shared-server-state). */
export const INQUIRY_STAGE_TITLE: DefaultStageTitle = 'New Inquiry';

/** Lead-card defaults (docs/product/records.md#lead-cards, docs/product/crm.md#funnel-moves). */
export const DEFAULT_LEAD = {
  priority: 'Medium',
  leadSource: 'N/A',
  status: 'New Inquiry',
  assignedSalesRep: 'Unassigned',
  salesStage: 'Prospect',
  industry: 'Other',
} as const satisfies {
  priority: Priority;
  leadSource: LeadSource;
  status: string;
  assignedSalesRep: string;
  salesStage: string;
  industry: Industry;
};

/** A CSS hex colour as stored in pipeline_stages.color: #rgb or #rrggbb. */
export const HEX_COLOR_PATTERN = '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$';
export const HexColor = z.string().regex(new RegExp(HEX_COLOR_PATTERN), 'Please pick a colour like #3B82F6.');

// ---- stages (funnel columns) ----------------------------------------------------------------

export const STAGE_TITLE_MAX_LENGTH = 60;

/**
 * Create a stage: title and colour (docs/product/crm.md#funnel), and what it means for its deals
 * (decision 0060): open (default), won or lost, and its win probability (default by its place).
 * Only admins may set the outcome or the probability.
 */
export const StageInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Stage title is required.')
    .max(STAGE_TITLE_MAX_LENGTH, `Stage title must be at most ${STAGE_TITLE_MAX_LENGTH} characters.`),
  color: HexColor,
  outcome: StageOutcomeSchema.optional(),
  winProbability: WinProbability.optional(),
});
export type StageInput = z.infer<typeof StageInput>;

/** Rename, recolour, or (admins) change the outcome or win probability of a stage. */
export const StageUpdateInput = StageInput.partial().refine((v) => Object.values(v).some((value) => value !== undefined), {
  message: 'Nothing to change: send a title, a colour, an outcome or a win probability.',
});
export type StageUpdateInput = z.infer<typeof StageUpdateInput>;

/** The new order of every stage, left to right. */
export const StageOrderInput = z.object({ stageIds: z.array(z.uuid()).min(1).max(100) });
export type StageOrderInput = z.infer<typeof StageOrderInput>;

/**
 * A funnel column with its outcome and win probability, its lead count, total deal value and
 * weighted value (value × win probability), in USD.
 */
export const Stage = z.object({
  id: z.string(),
  title: z.string(),
  color: z.string(),
  position: z.number().int(),
  outcome: StageOutcomeSchema,
  winProbability: z.number().int(),
  count: z.number().int(),
  totalValue: z.number(),
  weightedValue: z.number(),
});
export type Stage = z.infer<typeof Stage>;

export const STAGE_SETTINGS_ADMIN_ONLY = 'Only admins can set whether a stage is won or lost, or its win probability.';

/** docs/product/texts-and-constants.md#funnel: a column can be deleted only when it holds no cards (docs/product/crm.md#funnel-moves). */
export const CANNOT_DELETE_STAGE = {
  title: 'Cannot Delete Stage',
  description: 'Move or delete all leads from this stage first.',
} as const;

/** Funnel success toasts (docs/product/texts-and-constants.md#funnel), plus 'Lead Created!' in the same style. */
export const FUNNEL_TOASTS = {
  stageCreated: 'Stage Created!',
  stageUpdated: 'Stage Updated!',
  stageDeleted: 'Stage Deleted!',
  leadCreated: 'Lead Created!',
  leadUpdated: 'Lead Updated!',
  leadDeleted: 'Lead Deleted!',
} as const;

/** docs/product/crm.md#funnel-moves: a moved card's tags become its lead source plus the column title. */
export function tagsForStage(leadSource: string, stageTitle: string): string[] {
  return [leadSource, stageTitle];
}
