import { type Skill, SKILL_NAME_MAX, SkillInput } from '@keel/shared/skills';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteSkill, useSaveSkill, useSkills } from '../api/skills';

/** Synonyms as typed: separated by commas, blanks dropped. */
const splitSynonyms = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * /crm/settings/skills (admins, decision 0087): the one skills list that consultants, jobs,
 * applicants and deal demands point at. A synonym ("React.js") resolves to its skill ("React"),
 * case and punctuation aside; no name or synonym may belong to two skills.
 */
export function SkillsPage() {
  const skills = useSkills();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  if (skills.isPending) return <PageLoading label="Loading skills..." />;
  if (skills.error) return <PageLoadError title="Skills" record="skill" error={skills.error} />;
  const needle = filter.trim().toLowerCase();
  const shown = needle ? skills.data.filter((s) => [s.name, ...s.synonyms].some((t) => t.toLowerCase().includes(needle))) : skills.data;
  return (
    <PageShell
      title="Skills"
      description="One list of skills for consultants, jobs, applicants and deals. Synonyms (e.g. React.js for React) are matched whatever their case and punctuation."
      narrow
    >
      <SkillForm />
      <div className="mt-8 mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {skills.data.length} {skills.data.length === 1 ? 'skill' : 'skills'}
        </h2>
        <div className="w-full sm:w-64">
          <label htmlFor={filterId} className="sr-only">
            Find a skill
          </label>
          <Input id={filterId} type="search" placeholder="Find a skill..." value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
      </div>
      <ul className="space-y-3">
        {shown.map((s) => (
          <li key={`${s.skill_id}-${s.name}-${s.synonyms.join('|')}`}>
            <SkillForm skill={s} />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="text-slate-600">No skills found.</p> : null}
    </PageShell>
  );
}

/** One skill's name and synonyms, saved on their own; without `skill`, the form that adds one. */
export function SkillForm({ skill }: { skill?: Skill }) {
  const [name, setName] = useState(skill?.name ?? '');
  const [synonyms, setSynonyms] = useState(skill?.synonyms.join(', ') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSkill();
  const remove = useDeleteSkill();
  const id = useId();
  const label = skill ? skill.name : 'new skill';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SkillInput.safeParse({ name, synonyms: splitSynonyms(synonyms) });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    try {
      const saved = await save.mutateAsync({ id: skill?.skill_id, input: parsed.data });
      setProblem(null);
      toast({ title: 'Skill Saved', description: `"${saved.name}" has been saved.` });
      if (!skill) {
        setName('');
        setSynonyms('');
      }
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  async function deleteThis() {
    try {
      await remove.mutateAsync(skill!.skill_id);
      toast({ title: 'Skill Deleted', description: `"${skill!.name}" has been deleted.` });
    } catch (error) {
      toast({ title: 'Error deleting skill', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={skill ? `Skill ${skill.name}` : 'Add a skill'}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">
          {skill ? 'Name' : 'New skill'}
        </label>
        <Input id={`${id}-name`} value={name} maxLength={SKILL_NAME_MAX} onChange={(e) => setName(e.target.value)} className="mt-1.5" />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-synonyms`} className="text-sm font-medium text-slate-700">
          Synonyms <span className="font-normal text-slate-500">(separated by commas)</span>
        </label>
        <Input id={`${id}-synonyms`} value={synonyms} onChange={(e) => setSynonyms(e.target.value)} className="mt-1.5" />
      </div>
      <div className="flex items-center gap-2">
        <Button type="submit" disabled={save.isPending} aria-label={skill ? `Save ${label}` : 'Add skill'}>
          {save.isPending ? 'Saving...' : skill ? 'Save' : 'Add Skill'}
        </Button>
        {skill ? (
          skill.consultants > 0 ? (
            <span className="text-xs text-slate-500" title="A skill consultants have cannot be deleted">
              {skill.consultants} {skill.consultants === 1 ? 'consultant' : 'consultants'}
            </span>
          ) : (
            <ConfirmDialog
              trigger={
                <Button variant="outline" aria-label={`Delete ${label}`} disabled={remove.isPending}>
                  <Trash2 aria-hidden className="h-4 w-4" />
                </Button>
              }
              title={`Delete "${skill.name}"?`}
              description="Its synonyms go with it."
              confirmLabel="Delete Skill"
              onConfirm={deleteThis}
            />
          )
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
