import { type CONSULTANT_SORTS, ENGAGEMENT_LABELS } from '@keel/shared/consultants';
import { paths } from '@keel/shared/paths';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListSearchBox } from '../../../components/list/list-search-box';
import { NewItemLink } from '../../../components/list/new-item-link';
import { PageLoadError } from '../../../components/page-load-error';
import { PageShell } from '../../../components/page-shell';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useConsultantList } from '../api/consultants';
import { useSkills } from '../api/skills';

type Sort = (typeof CONSULTANT_SORTS)[number];
const SORTS: Array<{ value: string; label: string }> = [
  { value: 'full_name:asc', label: 'Name (A–Z)' },
  { value: 'full_name:desc', label: 'Name (Z–A)' },
  { value: 'engagement:asc', label: 'Employees first' },
  { value: 'engagement:desc', label: 'Contractors first' },
  { value: 'updated_at:desc', label: 'Recently updated' },
];
const PAGE_SIZE = 50;

/**
 * /crm/consultants (decision 0087): the bench, for every signed-in member. Search by name, title,
 * city or skill (synonyms too), filter by a skill, sort; the query lives in the URL.
 */
export function ConsultantsPage({ canAdd }: { canAdd: boolean }) {
  const [params, setParams] = useSearchParams();
  const skillId = useId();
  const sortId = useId();
  const q = params.get('q') ?? '';
  const skill = params.get('skill') ?? '';
  const sortValue = SORTS.some((s) => s.value === params.get('sort')) ? params.get('sort')! : SORTS[0].value;
  const [sort, dir] = sortValue.split(':') as [Sort, 'asc' | 'desc'];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useConsultantList({ q, skill: skill || undefined, sort, dir, page, pageSize: PAGE_SIZE });
  const skills = useSkills();
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const skillOptions = [{ value: '', label: 'Any skill' }, ...(skills.data ?? []).map((s) => ({ value: s.skill_id, label: s.name }))];

  return (
    <PageShell
      title="Consultants"
      description="The people the firm staffs: employees and contractors, with their skills and where they are."
      actions={
        canAdd ? (
          <NewItemLink to={paths.newConsultant} icon={UserPlus}>
            Add Consultant
          </NewItemLink>
        ) : null
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_12rem]">
        <ListSearchBox
          value={q}
          onSearch={(text) => update({ q: text })}
          label="Search consultants"
          placeholder="Search by name or skill..."
        />
        <div>
          <label htmlFor={skillId} className="sr-only">
            Filter by skill
          </label>
          <Select id={skillId} value={skill} onChange={(e) => update({ skill: e.target.value })} options={skillOptions} />
        </div>
        <div>
          <label htmlFor={sortId} className="sr-only">
            Sort consultants
          </label>
          <Select id={sortId} value={sortValue} onChange={(e) => update({ sort: e.target.value })} options={SORTS} />
        </div>
      </div>
      {list.error ? <PageLoadError title="Consultants" record="consultants" error={list.error} /> : null}
      {list.isPending ? <Spinner label="Loading consultants..." /> : null}
      {list.data ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <p className="border-b border-slate-200 px-4 py-2 text-sm text-slate-600" aria-live="polite">
            {list.data.total} {list.data.total === 1 ? 'consultant' : 'consultants'}
          </p>
          {list.data.items.length === 0 ? (
            <p className="px-4 py-6 text-slate-600">No consultants found.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.data.items.map((c) => (
                <li key={c.consultant_id} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-4">
                  <div className="min-w-0">
                    <Link to={paths.consultant(c.consultant_id)} className="font-medium break-words text-accent-700 hover:underline">
                      {c.full_name}
                    </Link>
                    <p className="text-sm break-words text-slate-600">
                      {[c.title, ENGAGEMENT_LABELS[c.engagement], c.city].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <ul className="flex min-w-0 flex-wrap gap-1.5 self-center" aria-label={`Skills of ${c.full_name}`}>
                    {c.skills.map((s) => (
                      <li key={s.skill_id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                        {s.name} <span className="text-slate-600">L{s.level}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            totalCapped={list.data.totalCapped}
            pageRows={list.data.items.length}
            onPage={(p) => update({ page: String(p) })}
          />
        </div>
      ) : null}
    </PageShell>
  );
}
