import type { StaleEdit } from '@keel/shared/record-version';
import { type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { ApiError } from '../lib/api-client';
import { formatDateTime } from '../lib/format-date';
import { StaleEditDialog } from './stale-edit-dialog';

interface StaleEditOptions<Rec extends { version: number }, Submission, Saved, Form> {
  /** The record as loaded (undefined while loading). Its version when the form opens is what edits start from. */
  record: Rec | undefined;
  /** 'job posting', 'contact', … for the dialog. */
  what: string;
  /** Sends the submission as an edit of `version` (PUT with `version` in the body). */
  send: (submission: Submission, version: number) => Promise<Saved>;
  savedRecord: (saved: Saved) => Rec;
  /** Fetches the record again (Reload). */
  refetch: () => Promise<Rec | undefined>;
  toForm: (record: Rec) => Form;
  /** Success (the documented toast, navigation), after a plain save or an Overwrite. */
  onSaved: (saved: Saved) => void;
  /** Any refusal but a stale edit (toast); a plain save also rethrows it, for the form's field errors. */
  onError: (error: unknown) => void;
}

interface Conflict<Submission> {
  stale: StaleEdit;
  submission: Submission;
}

/**
 * One optimistic-concurrency flow for every record form (decision 0016). Edits carry the version
 * the form started from — never a newer one fetched meanwhile, which would overwrite unseen
 * changes. A 409 opens the {@link StaleEditDialog}: Reload rebases the form on the latest record
 * keeping what the user changed (`rebase`, see {@link useRebase}); Overwrite resends at the
 * version the 409 reported. `ui` is the dialog and the note after a reload; render it by the form.
 */
export function useStaleEdit<Rec extends { version: number }, Submission, Saved, Form>(
  options: StaleEditOptions<Rec, Submission, Saved, Form>,
) {
  const { record, what, send, savedRecord, refetch, toForm, onSaved, onError } = options;
  const [base, setBase] = useState<number | undefined>(record?.version);
  if (base === undefined && record) setBase(record.version);
  const [conflict, setConflict] = useState<Conflict<Submission> | null>(null);
  const [rebase, setRebase] = useState<Form | undefined>(undefined);
  const [reloaded, setReloaded] = useState<StaleEdit | null>(null);
  const [busy, setBusy] = useState(false);

  function saved(result: Saved) {
    const latest = savedRecord(result);
    setBase(latest.version);
    setRebase(toForm(latest));
    setReloaded(null);
    onSaved(result);
  }

  /** The form's submit: resolves on success and on a conflict (the dialog takes over); rethrows other errors. */
  async function submit(submission: Submission): Promise<void> {
    try {
      saved(await send(submission, base ?? record?.version ?? 0));
    } catch (error) {
      if (error instanceof ApiError && error.stale) {
        setConflict({ stale: error.stale, submission });
        return;
      }
      onError(error);
      throw error;
    }
  }

  async function overwrite() {
    if (!conflict) return;
    setBusy(true);
    try {
      saved(await send(conflict.submission, conflict.stale.version));
      setConflict(null);
    } catch (error) {
      if (error instanceof ApiError && error.stale) setConflict({ ...conflict, stale: error.stale });
      else {
        setConflict(null);
        onError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  async function reload() {
    if (!conflict) return;
    setBusy(true);
    try {
      const latest = await refetch();
      if (latest) {
        setBase(latest.version);
        setRebase(toForm(latest));
        setReloaded(conflict.stale);
      }
      setConflict(null);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  const ui: ReactNode = (
    <>
      <StaleEditDialog
        stale={conflict?.stale ?? null}
        record={what}
        busy={busy}
        onReload={() => void reload()}
        onOverwrite={() => void overwrite()}
        onDismiss={() => setConflict(null)}
      />
      <div role="status" aria-live="polite">
        {reloaded ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Reloaded the version {reloaded.changedBy ?? 'someone else'} saved on {formatDateTime(reloaded.changedAt)}. Your unsaved changes
            are kept in the form: save to apply them.
          </p>
        ) : null}
      </div>
    </>
  );

  return { submit, rebase, ui };
}

/**
 * Rebases a react-hook-form form on new values (the latest record) while keeping the fields the
 * user has changed: fields they did not touch take the latest saved values.
 */
export function useRebase<F extends FieldValues>(reset: UseFormReset<F>, values: F | undefined) {
  useEffect(() => {
    if (values) reset(values, { keepDirtyValues: true });
  }, [reset, values]);
}
