import { z } from 'zod';
import { APPLICANT_FILTERS, APPLICANT_SORTS } from './applicants';
import { COMPANY_FILTERS, COMPANY_SORTS } from './companies';
import { CONTACT_FILTERS, CONTACT_SORTS } from './contacts';
import { JOB_FILTERS, JOB_SORTS } from './jobs';
import { formatFilter, listFilters, type FilterFields } from './list-filters';
import { MAX_PAGE_SIZE } from './lists';

/**
 * Saved views (decision 0022): a user's named filter, sort and column set of one list, shown as
 * tabs above it. A view is its owner's alone.
 */
export const SAVED_VIEW_LISTS = ['contacts', 'companies', 'jobs', 'applicants'] as const;
export const SavedViewList = z.enum(SAVED_VIEW_LISTS);
export type SavedViewList = z.infer<typeof SavedViewList>;

/** Per list: its filterable fields and its columns (the sortable ones, in the order of the list's columns). */
export const LIST_FIELDS: Record<SavedViewList, { filters: FilterFields; columns: readonly string[] }> = {
  contacts: { filters: CONTACT_FILTERS, columns: CONTACT_SORTS },
  companies: { filters: COMPANY_FILTERS, columns: COMPANY_SORTS },
  jobs: { filters: JOB_FILTERS, columns: JOB_SORTS },
  applicants: { filters: APPLICANT_FILTERS, columns: APPLICANT_SORTS },
};

export const MAX_SAVED_VIEWS = 30;

const State = z.object({
  q: z.string().trim().max(200).default(''),
  filter: z.array(z.string().max(300)).max(20).default([]),
  sort: z.string().max(50).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  /** Visible columns, in order; empty means all. */
  columns: z.array(z.string().max(50)).max(20).default([]),
});
export type SavedViewState = z.output<typeof State>;

/** A view to save: its list, name and state, checked against that list's fields, sorts and columns. */
export const SavedViewInput = z
  .object({
    list: SavedViewList,
    name: z
      .string({ error: 'View name is required.' })
      .trim()
      .min(1, 'View name is required.')
      .max(60, 'Please use at most 60 characters.'),
    state: State,
  })
  .superRefine((v, ctx) => {
    const fields = LIST_FIELDS[v.list];
    const parsed = listFilters(fields.filters).safeParse(v.state.filter);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['state', 'filter'], message: parsed.error.issues[0].message });
    if (v.state.sort !== undefined && !fields.columns.includes(v.state.sort)) {
      ctx.addIssue({ code: 'custom', path: ['state', 'sort'], message: `Unknown sort column '${v.state.sort}'.` });
    }
    const unknown = v.state.columns.find((c) => !fields.columns.includes(c));
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', path: ['state', 'columns'], message: `Unknown column '${unknown}'.` });
  })
  .transform((v) => ({
    ...v,
    state: { ...v.state, filter: listFilters(LIST_FIELDS[v.list].filters).parse(v.state.filter).map(formatFilter) },
  }));
export type SavedViewInput = z.input<typeof SavedViewInput>;
export type SavedViewValues = z.output<typeof SavedViewInput>;

export const SavedView = z.object({
  id: z.string(),
  list: SavedViewList,
  name: z.string(),
  state: State,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof SavedView>;

export const SavedViewsQuery = z.object({ list: SavedViewList });

export const SAVED_VIEW_NOT_FOUND = 'Saved view not found.';
export const SAVED_VIEW_NAME_TAKEN = 'You already have a view with this name.';
