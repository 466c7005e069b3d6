import { z } from 'zod';

/** Most records one bulk action or selection export may name (the largest page of a list). */
export const MAX_BULK_IDS = 200;

const Ids = z
  .array(z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a record id.'), {
    error: 'Select at least one record.',
  })
  .min(1, 'Select at least one record.')
  .max(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} records.`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);
const Tag = z.string({ error: 'Tag is required.' }).trim().min(1, 'Tag is required.').max(100, 'Please use at most 100 characters.');

const deleteAction = z.object({ action: z.literal('delete'), ids: Ids });
const addTag = z.object({ action: z.literal('addTag'), ids: Ids, tag: Tag });
const removeTag = z.object({ action: z.literal('removeTag'), ids: Ids, tag: Tag });
/** Contacts only: the choices are sales reps and admins (docs/product/roles-and-permissions.md#derived-flags isSalesRep); null unassigns. */
const assignSalesRep = z.object({
  action: z.literal('assignSalesRep'),
  ids: Ids,
  salesRepId: z.string().uuid('Not a record id.').nullable(),
});

/** Bulk actions on a selection of a list (decision 0022). Every record must exist, or nothing changes. */
export const BulkAction = z.discriminatedUnion('action', [deleteAction, addTag, removeTag]);
export const ContactBulkAction = z.discriminatedUnion('action', [deleteAction, addTag, removeTag, assignSalesRep]);
export type BulkAction = z.output<typeof ContactBulkAction>;
export type BulkActionInput = z.input<typeof ContactBulkAction>;

export const BulkResult = z.object({
  /** Records changed (a tag already there, or not there to remove, changes nothing). */
  count: z.number().int(),
});
export type BulkResult = z.infer<typeof BulkResult>;

export const BulkExportInput = z.object({ ids: Ids });

export const BULK_RECORDS_GONE = 'Some of the selected records no longer exist. Nothing was changed.';
export const NOT_A_SALES_REP = 'Choose a sales rep or an admin.';
