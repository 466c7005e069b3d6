import { COMPETENCY_WEIGHT_MAX, COMPETENCY_WEIGHT_MIN, type Competency, MAX_COMPETENCIES } from '@keel/shared/interview-kits';
import { type Skill, skillKey } from '@keel/shared/skills';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useSkillChoices } from '../api/skill-choices';

/** A competency being edited: the weight as typed, the guiding questions one per line. */
export interface CompetencyRow {
  key: string;
  id?: string;
  name: string;
  weight: string;
  questions: string;
  /** The skill of the graph it rates (decision 0109); '' for a free-text competency. */
  skillId: string;
  /** Chosen in the picker (even "No skill"): the name no longer picks the skill. */
  skillChosen?: boolean;
}

let serial = 0;
const nextKey = () => `row-${(serial += 1)}`;

/** Rows from saved competencies; `keepIds` false copies them (a template started anew keeps no ids). */
export function toRows(competencies: readonly Competency[], keepIds = true): CompetencyRow[] {
  return competencies.map((c) => ({
    key: nextKey(),
    ...(keepIds ? { id: c.id } : {}),
    name: c.name,
    weight: c.weight === null ? '' : String(c.weight),
    questions: c.questions.join('\n'),
    skillId: c.skill_id ?? '',
    skillChosen: true,
  }));
}

/** What the API takes: the weight a number or null, the questions one per non-empty line. */
export function fromRows(rows: readonly CompetencyRow[]) {
  return rows.map((r) => ({
    ...(r.id ? { id: r.id } : {}),
    name: r.name,
    weight: r.weight.trim() === '' ? null : Number(r.weight),
    questions: r.questions
      .split('\n')
      .map((q) => q.trim())
      .filter(Boolean),
    skill_id: r.skillId || null,
  }));
}

/** The skill whose name or synonym the text is (the graph's match key), or undefined. */
function skillNamed(skills: readonly Skill[], text: string): Skill | undefined {
  const key = skillKey(text);
  return key ? skills.find((s) => [s.name, ...s.synonyms].some((t) => skillKey(t) === key)) : undefined;
}

const skillLabel = (s: Skill) => (s.synonyms.length ? `${s.name} (${s.synonyms.join(', ')})` : s.name);

/** Competencies with their optional weights and guiding questions, added and removed in place (decision 0082). */
export function CompetenciesEditor({ rows, onChange }: { rows: CompetencyRow[]; onChange: (rows: CompetencyRow[]) => void }) {
  const id = useId();
  const skills = useSkillChoices().data ?? [];
  const change = (key: string, values: Partial<CompetencyRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...values } : r)));
  // Typing a skill's name or synonym links it, until the picker is used (decision 0109).
  const rename = (row: CompetencyRow, name: string) =>
    change(row.key, row.skillChosen ? { name } : { name, skillId: skillNamed(skills, name)?.skill_id ?? '' });
  const options = [{ value: '', label: 'No skill (free text)' }, ...skills.map((s) => ({ value: s.skill_id, label: skillLabel(s) }))];
  return (
    <div>
      {rows.length === 0 ? <p className="text-sm text-slate-600">No competencies yet.</p> : null}
      <ol className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-md border border-slate-200 p-3">
            <fieldset>
              <legend className="text-sm font-semibold text-slate-900">Competency {index + 1}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_8rem]">
                <Field id={`${id}-${row.key}-name`} label="Name">
                  <Input value={row.name} onChange={(e) => rename(row, e.target.value)} maxLength={100} />
                </Field>
                <Field id={`${id}-${row.key}-weight`} label="Weight (optional)">
                  <Input
                    type="number"
                    min={COMPETENCY_WEIGHT_MIN}
                    max={COMPETENCY_WEIGHT_MAX}
                    value={row.weight}
                    onChange={(e) => change(row.key, { weight: e.target.value })}
                  />
                </Field>
                <Field
                  id={`${id}-${row.key}-skill`}
                  label="Skill rated (optional)"
                  hint="A rating of a linked skill is evidence of the candidate's level of it."
                  className="sm:col-span-2"
                >
                  <Select
                    value={row.skillId}
                    onChange={(e) => change(row.key, { skillId: e.target.value, skillChosen: true })}
                    options={options}
                  />
                </Field>
                <Field id={`${id}-${row.key}-questions`} label="Guiding questions (one per line)" className="sm:col-span-2">
                  <Textarea rows={3} value={row.questions} onChange={(e) => change(row.key, { questions: e.target.value })} />
                </Field>
              </div>
              <Button variant="outline" className="mt-2" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
                <Trash2 aria-hidden className="h-4 w-4" /> Remove<span className="sr-only"> competency {row.name || index + 1}</span>
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        className="mt-3"
        disabled={rows.length >= MAX_COMPETENCIES}
        onClick={() => onChange([...rows, { key: nextKey(), name: '', weight: '', questions: '', skillId: '' }])}
      >
        <Plus aria-hidden className="h-4 w-4" /> Add Competency
      </Button>
    </div>
  );
}
