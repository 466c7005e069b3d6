import {
  type DuplicateCheckInput,
  type DuplicateKind,
  type DuplicateMatch,
  DUPLICATE_REASON_TEXT,
  DUPLICATE_WARNING_TITLE,
  DuplicateCheckResult,
} from '@keel/shared/duplicates';
import { paths } from '@keel/shared/paths';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../lib/api-client';
import { Button } from './ui/button';

type Probe = Omit<DuplicateCheckInput, 'kind'>;

const RECORD_PATH: Record<DuplicateKind, (id: string) => string> = {
  contacts: paths.contact,
  companies: paths.company,
  applicants: paths.applicant,
};

/** POST /api/duplicates/check: records that look like the one about to be saved (nothing is saved). */
export function checkDuplicates(kind: DuplicateKind, probe: Probe): Promise<DuplicateCheckResult> {
  return api.post('/api/duplicates/check', { kind, ...probe }, { schema: DuplicateCheckResult });
}

/**
 * Warns of likely duplicates before a form saves (decision 0033). `clear(probe)` answers whether
 * the save may go ahead: yes when nothing matches, when the check itself fails (a check never
 * blocks a save), or when the user chose 'Save anyway' for these same values; otherwise it shows
 * the warning, with links to the matches, and the save waits.
 */
export function useDuplicateWarning(kind: DuplicateKind) {
  const [matches, setMatches] = useState<DuplicateMatch[]>([]);
  const accepted = useRef<string | null>(null);
  const shown = useRef<string | null>(null);

  async function clear(probe: Probe): Promise<boolean> {
    const key = JSON.stringify(probe);
    if (accepted.current === key) return true;
    let found: DuplicateMatch[];
    try {
      found = (await checkDuplicates(kind, probe)).matches;
    } catch {
      return true;
    }
    setMatches(found);
    shown.current = key;
    return found.length === 0;
  }

  const warning: ReactNode = matches.length ? (
    <DuplicateWarning kind={kind} matches={matches} onSaveAnyway={() => (accepted.current = shown.current)} />
  ) : null;
  return { clear, warning };
}

interface DuplicateWarningProps {
  kind: DuplicateKind;
  matches: DuplicateMatch[];
  /** Called as the 'Save anyway' submit button is pressed (it submits the form it sits in). */
  onSaveAnyway: () => void;
}

/** 'Possible duplicate': the matching records, each a link, and the way to save anyway. */
export function DuplicateWarning({ kind, matches, onSaveAnyway }: DuplicateWarningProps) {
  return (
    <section
      role="alert"
      aria-labelledby="duplicate-warning-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="duplicate-warning-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="h-4 w-4" /> {DUPLICATE_WARNING_TITLE}
      </h2>
      <p className="mt-1">{matches.length === 1 ? 'A record like this one already exists:' : 'Records like this one already exist:'}</p>
      <ul className="mt-2 space-y-1">
        {matches.map((m) => (
          <li key={m.id} className="break-words">
            <Link to={RECORD_PATH[kind](m.id)} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {m.label || '(no name)'}
            </Link>
            {m.detail ? <span className="text-amber-900"> · {m.detail}</span> : null}
            <span className="text-amber-800"> — {m.reasons.map((r) => DUPLICATE_REASON_TEXT[r]).join(', ')}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">Open the existing record, or save this one anyway.</p>
      <Button type="submit" variant="outline" className="mt-2" onClick={onSaveAnyway}>
        Save anyway
      </Button>
    </section>
  );
}
