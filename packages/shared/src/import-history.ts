import { z } from 'zod';
import { DataKind, ImportCounts } from './data-management';

/** An import can be undone this many days after it was made (decision 0032); the history keeps it at least as long. */
export const UNDO_DAYS = 7;
/** The history lists this many of a tab's newest imports. */
export const IMPORT_HISTORY_LIMIT = 50;
/** An undo lists at most this many records it left alone (the counts are always exact). */
export const MAX_LISTED_LEFT_ALONE = 10_000;

export const ImportStatus = z.enum(['in progress', 'completed', 'stopped', 'undoing', 'undone']);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** What an undo did: records it removed (the import created them), restored (it changed them), left alone (edited or deleted since). */
export const UndoCounts = z.object({ removed: z.number(), restored: z.number(), kept: z.number() });
export type UndoCounts = z.infer<typeof UndoCounts>;

export const ImportHistoryEntry = z.object({
  id: z.string(),
  fileName: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  status: ImportStatus,
  rows: z.number(),
  counts: ImportCounts,
  /** The last moment the import can be undone. */
  undoableUntil: z.string(),
  canUndo: z.boolean(),
  undo: z.object({ userName: z.string().nullable(), undoneAt: z.string().nullable(), counts: UndoCounts }).nullable(),
});
export type ImportHistoryEntry = z.infer<typeof ImportHistoryEntry>;
export const ImportHistory = z.object({ items: z.array(ImportHistoryEntry) });
export type ImportHistory = z.infer<typeof ImportHistory>;

/** A record the undo left as it is, and why. */
export const LeftAlone = z.object({ entity: DataKind, id: z.string(), label: z.string(), reason: z.string() });
export type LeftAlone = z.infer<typeof LeftAlone>;

/**
 * The undo's response, newline-delimited JSON like the import's: 'progress' after each committed
 * batch (`rows` = records settled so far of `total`; `kept` lists that batch's records left
 * alone), then 'done' or 'failed' (every earlier batch stays undone; undo again to finish).
 */
export const UndoEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), rows: z.number(), total: z.number(), counts: UndoCounts, kept: z.array(LeftAlone) }),
  z.object({ type: z.literal('done'), rows: z.number(), total: z.number(), counts: UndoCounts }),
  z.object({ type: z.literal('failed'), rows: z.number(), total: z.number(), counts: UndoCounts, message: z.string() }),
]);
export type UndoEvent = z.infer<typeof UndoEvent>;

export const UNDO_TEXTS = {
  editedSince: 'Edited since the import: left as it is.',
  deletedSince: 'Deleted since the import.',
  alreadyUndone: 'This import has already been undone.',
  beingUndone: 'This import is being undone.',
  stillRunning: 'This import is still running: undo it once it has finished.',
  tooOld: (date: string) => `An import can be undone for ${UNDO_DAYS} days only: this one was made on ${date}.`,
  confirm: (counts: ImportCounts, plural: string) =>
    `Undo this import? ${counts.created} new ${plural} will be removed and ${counts.updated} updated ${plural} restored to their values before it. Records edited since are left as they are.`,
  undoneTitle: 'Import Undone',
  undone: (c: UndoCounts) => `${c.removed} removed, ${c.restored} restored, ${c.kept} left as they are.`,
  undoStoppedTitle: 'Undo Stopped',
  undoStopped: (rows: number, total: number) =>
    `The undo stopped after ${rows} of ${total} records; what it did is kept. Undo again to finish.`,
} as const;
