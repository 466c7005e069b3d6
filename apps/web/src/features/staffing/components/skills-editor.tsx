import { SKILL_LEVEL_LABELS, SKILL_LEVELS } from '@keel/shared/consultants';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useSkills } from '../api/skills';

export interface SkillRow {
  key: string;
  skill_id: string;
  level: string;
  years: string;
}

const LEVELS = SKILL_LEVELS.map((l) => ({ value: String(l), label: `${l} – ${SKILL_LEVEL_LABELS[l]}` }));

const iconButton =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700';

/**
 * Skills picked from the skills graph, each with a level (1–4): a consultant's, with years; a
 * demand's (`minimum`), where the level is the least it needs and there are no years.
 */
export function SkillsEditor({
  rows,
  onChange,
  minimum = false,
}: {
  rows: SkillRow[];
  onChange: (rows: SkillRow[]) => void;
  minimum?: boolean;
}) {
  const skills = useSkills();
  if (skills.isPending) return <Spinner label="Loading skills..." />;
  const all = skills.data ?? [];
  const change = (key: string, values: Partial<SkillRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...values } : r)));
  return (
    <div className="space-y-3">
      {rows.length === 0 ? <p className="text-sm text-slate-600">No skills yet.</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const taken = new Set(rows.filter((r) => r.key !== row.key).map((r) => r.skill_id));
          const options = [
            { value: '', label: 'Choose a skill' },
            ...all.filter((s) => !taken.has(s.skill_id)).map((s) => ({ value: s.skill_id, label: s.name })),
          ];
          const name = all.find((s) => s.skill_id === row.skill_id)?.name ?? `skill ${index + 1}`;
          return (
            <li
              key={row.key}
              className={`grid grid-cols-[minmax(0,1fr)_auto] gap-2 ${minimum ? 'sm:grid-cols-[minmax(0,1fr)_11rem_auto]' : 'sm:grid-cols-[minmax(0,1fr)_11rem_6rem_auto]'}`}
            >
              <div className="col-span-2 sm:col-span-1">
                <Select
                  aria-label={`Skill ${index + 1}`}
                  value={row.skill_id}
                  onChange={(e) => change(row.key, { skill_id: e.target.value })}
                  options={options}
                />
              </div>
              <Select
                aria-label={`${minimum ? 'Minimum level' : 'Level'} of ${name}`}
                value={row.level}
                onChange={(e) => change(row.key, { level: e.target.value })}
                options={LEVELS}
              />
              {minimum ? null : (
                <Input
                  aria-label={`Years of ${name}`}
                  placeholder="Years"
                  inputMode="decimal"
                  value={row.years}
                  onChange={(e) => change(row.key, { years: e.target.value })}
                  className="max-sm:col-start-1"
                />
              )}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                className={`${iconButton} ${minimum ? '' : 'max-sm:col-start-2 max-sm:row-start-2'}`}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange([...rows, { key: crypto.randomUUID(), skill_id: '', level: '3', years: '' }])}
      >
        <Plus aria-hidden className="h-4 w-4" />
        Add skill
      </Button>
    </div>
  );
}
