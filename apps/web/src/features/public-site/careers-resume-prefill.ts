import {
  careersResumeFieldsPath,
  fieldsToFill,
  type FoundValue,
  RESUME_MAX_BYTES,
  RESUME_PREFILL_FAILED,
} from '@keel/shared/resume-prefill';
import { apiRequest } from '../../lib/api-client';

/** The Apply form's fields a resume may fill (the form has no location or skills). */
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'linkedin_url'] as const;
type ApplyField = (typeof FIELDS)[number];

export const READING_MESSAGE = 'Reading your resume to fill in the form…';
export const filledMessage = (count: number) =>
  `${count === 1 ? 'One field was' : `${count} fields were`} filled from your resume (marked below them). Please check them before submitting.`;
export const filledHint = (from: string) => `Filled from your resume (“${from}”). Please check it.`;

const isFound = (value: unknown): value is FoundValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FoundValue).value === 'string' &&
  typeof (value as FoundValue).from === 'string';

/** The answer checked by hand (a public page loads no schema library): each field found, or null. */
function foundFields(body: unknown): Partial<Record<ApplyField, FoundValue | null>> {
  const found: Partial<Record<ApplyField, FoundValue | null>> = {};
  if (typeof body !== 'object' || body === null) throw new Error('unexpected answer');
  for (const field of FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    found[field] = isFound(value) ? value : null;
  }
  return found;
}

/**
 * Progressive enhancement of the server-rendered careers Apply form (decision 0083): choosing a
 * resume reads it (POST /api/careers/{job}/resume-fields) and fills the fields the visitor has not
 * typed into (checked when the answer arrives, so typing meanwhile wins), each marked "Filled from
 * your resume" until the visitor types into it. A resume that cannot be read only says so in a quiet
 * note: the file stays chosen and the form posts as it would without JavaScript. Returns the undo.
 */
export function enhanceApplyForm(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>('form[enctype="multipart/form-data"]');
  const resume = form?.querySelector<HTMLInputElement>('input[type="file"][name="resume"]');
  const jobId = /^\/careers\/([^/?#]+)/.exec(form?.getAttribute('action') ?? '')?.[1];
  if (!form || !resume || !jobId) return () => undefined;
  const input = (field: ApplyField) => form.querySelector<HTMLInputElement>(`input[name="${field}"]`);

  const typed = new Set<string>();
  const marks = new Map<ApplyField, { value: string; note: HTMLElement }>();
  let request: AbortController | null = null;

  const status = document.createElement('p');
  status.id = 'apply-resume-status';
  status.setAttribute('role', 'status');
  status.className = 'mt-1 text-sm text-slate-700';
  resume.parentElement?.append(status);

  function unmark(field: ApplyField) {
    const mark = marks.get(field);
    if (!mark) return;
    marks.delete(field);
    mark.note.remove();
    const target = input(field);
    const describedBy = (target?.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== mark.note.id);
    if (describedBy.length > 0) target?.setAttribute('aria-describedby', describedBy.join(' '));
    else target?.removeAttribute('aria-describedby');
  }

  function mark(field: ApplyField, target: HTMLInputElement, found: FoundValue) {
    unmark(field);
    const note = document.createElement('p');
    note.id = `${target.id || field}-from-resume`;
    note.className = 'mt-1 text-xs text-slate-600';
    note.textContent = filledHint(found.from);
    target.insertAdjacentElement('afterend', note);
    target.setAttribute('aria-describedby', [target.getAttribute('aria-describedby'), note.id].filter(Boolean).join(' '));
    marks.set(field, { value: found.value, note });
  }

  async function read(file: File | undefined) {
    request?.abort();
    request = null;
    status.textContent = '';
    if (!file) return;
    if (file.size === 0 || file.size > RESUME_MAX_BYTES) {
      status.textContent = RESUME_PREFILL_FAILED;
      return;
    }
    const controller = new AbortController();
    request = controller;
    status.textContent = READING_MESSAGE;
    const body = new FormData();
    body.append('resume', file, file.name);
    let found: Partial<Record<ApplyField, FoundValue | null>>;
    try {
      found = foundFields(
        await apiRequest(careersResumeFieldsPath(decodeURIComponent(jobId!)), { method: 'POST', body, signal: controller.signal }),
      );
    } catch {
      if (!controller.signal.aborted) status.textContent = RESUME_PREFILL_FAILED;
      return;
    }
    if (controller.signal.aborted) return;
    // A value an earlier resume filled (unchanged since) counts as empty: the newer resume replaces it.
    const current = (field: ApplyField) => {
      const value = input(field)?.value ?? '';
      return marks.get(field)?.value === value ? '' : value;
    };
    const fill = fieldsToFill(found, current, typed).filter(([field]) => input(field));
    for (const [field, value] of fill) {
      const target = input(field)!;
      target.value = value.value;
      mark(field, target, value);
    }
    status.textContent = fill.length > 0 ? filledMessage(fill.length) : '';
  }

  const onInput = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (target === resume || !target.name) return;
    typed.add(target.name);
    if ((FIELDS as readonly string[]).includes(target.name)) unmark(target.name as ApplyField);
  };
  const onChange = (event: Event) => {
    if (event.target === resume) void read(resume.files?.[0]);
  };
  form.addEventListener('input', onInput);
  form.addEventListener('change', onChange);
  return () => {
    request?.abort();
    form.removeEventListener('input', onInput);
    form.removeEventListener('change', onChange);
    for (const field of [...marks.keys()]) unmark(field);
    status.remove();
  };
}
