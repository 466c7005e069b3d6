import type { ResumeFieldFound, ResumeFields } from '@keel/shared/resume-fields';
import { fieldsToFill, RESUME_PREFILL_FAILED } from '@keel/shared/resume-prefill';
import { splitTags } from '@keel/shared/field-types';
import { FileSearch, Plus } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { readResumeFields } from '../api/read-resume-fields';

/** The Add Applicant fields a resume may fill, and what of the resume fills them (its location fills Address). */
const FORM_FIELD_OF = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  linkedin_url: 'linkedin_url',
  location: 'address',
} as const satisfies Partial<Record<keyof ResumeFields, string>>;
export type PrefilledField = (typeof FORM_FIELD_OF)[keyof typeof FORM_FIELD_OF];

type PrefillState = 'idle' | 'reading' | 'read' | 'failed';

interface PrefillOptions {
  /** Only a new applicant is prefilled. */
  enabled: boolean;
  getValue: (field: PrefilledField) => string;
  setValue: (field: PrefilledField, value: string) => void;
}

/**
 * Prefilling Add Applicant from the chosen resume (decision 0083). A field the recruiter has typed
 * into is never filled, even when typed while the resume was being read: the check is made when the
 * answer arrives. A field filled from an earlier resume, and not typed into since, takes the newer
 * resume's value. A resume that cannot be read only says so; the file stays chosen.
 */
export function useResumePrefill({ enabled, getValue, setValue }: PrefillOptions) {
  const typed = useRef(new Set<string>());
  const [filled, setFilled] = useState<Partial<Record<PrefilledField, ResumeFieldFound>>>({});
  // What the handlers read when an answer arrives (state may not have re-rendered yet).
  const filledNow = useRef(filled);
  useEffect(() => {
    filledNow.current = filled;
  }, [filled]);
  const [skills, setSkills] = useState<ResumeFieldFound[]>([]);
  const [state, setState] = useState<PrefillState>('idle');
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  /** The form's onInput: whatever the person types into is theirs from then on. */
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
    typed.current.add(name);
    if (name in filledNow.current) setFilled(({ [name as PrefilledField]: _typed, ...rest }) => rest);
  }, []);

  const read = useCallback(
    async (file: File | null, jobId: string) => {
      request.current?.abort();
      request.current = null;
      if (!enabled || !file) {
        setState('idle');
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      setState('reading');
      let found: ResumeFields;
      try {
        found = await readResumeFields(file, jobId, controller.signal);
      } catch {
        if (!controller.signal.aborted) setState('failed');
        return;
      }
      if (controller.signal.aborted) return;
      const byField: Partial<Record<PrefilledField, ResumeFieldFound | null>> = {};
      for (const [key, field] of Object.entries(FORM_FIELD_OF)) byField[field] = found[key as keyof typeof FORM_FIELD_OF];
      // A value an earlier resume filled (unchanged since) counts as empty: the newer resume replaces it.
      const current = (field: PrefilledField) => {
        const value = getValue(field);
        return filledNow.current[field]?.value === value ? '' : value;
      };
      const fill = fieldsToFill(byField, current, typed.current);
      for (const [field, value] of fill) setValue(field, value.value);
      setFilled((before) => ({ ...before, ...Object.fromEntries(fill) }));
      setSkills(found.skills);
      setState('read');
    },
    [enabled, getValue, setValue],
  );

  return { onInput, read, filled, skills, state };
}

/** The hint under a field filled from the resume: where it came from, and that it needs a look. */
export function filledHint(found: ResumeFieldFound | undefined): string | undefined {
  return found ? `Filled from the resume (“${found.from}”). Please check it.` : undefined;
}

interface ResumePrefillNoteProps {
  state: PrefillState;
  filledCount: number;
  skills: readonly ResumeFieldFound[];
  /** The Tags field's text: skills already in it are not offered again. */
  tags: string;
  onAddSkills: (skills: string[]) => void;
}

/** What reading the resume gave: a quiet status line, and its skills offered as tags. */
export function ResumePrefillNote({ state, filledCount, skills, tags, onAddSkills }: ResumePrefillNoteProps) {
  const inTags = new Set(splitTags(tags).map((t) => t.toLowerCase()));
  const offered = skills.map((s) => s.value).filter((skill) => !inTags.has(skill.toLowerCase()));
  const message =
    state === 'reading'
      ? 'Reading the resume to fill in the form…'
      : state === 'failed'
        ? RESUME_PREFILL_FAILED
        : state === 'read'
          ? filledCount > 0
            ? `${filledCount === 1 ? 'One field was' : `${filledCount} fields were`} filled from the resume (marked below them). Please check them before saving.`
            : 'Nothing more could be filled in from the resume.'
          : '';
  return (
    <div className="space-y-3 sm:col-span-2">
      <p role="status" className="flex items-start gap-2 text-sm text-slate-700 empty:hidden">
        {message ? (
          <>
            <FileSearch aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            {message}
          </>
        ) : null}
      </p>
      {state === 'read' && offered.length > 0 ? (
        <div role="group" aria-labelledby="resume-skills-title" className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <p id="resume-skills-title" className="text-sm font-medium text-slate-800">
            Skills in the resume: add them to the tags?
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {offered.map((skill) => (
              <li key={skill}>
                <Button variant="outline" size="sm" onClick={() => onAddSkills([skill])} aria-label={`Add ${skill} to the tags`}>
                  <Plus aria-hidden className="h-3.5 w-3.5" />
                  {skill}
                </Button>
              </li>
            ))}
            {offered.length > 1 ? (
              <li>
                <Button variant="ghost" size="sm" onClick={() => onAddSkills(offered)}>
                  Add all {offered.length}
                </Button>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
