import type { HiringTeam, TeamMemberChoice } from '@keel/shared/hiring-teams';
import { ROLE_LABELS } from '@keel/shared/roles';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useHiringTeam, useSaveHiringTeam } from '../api/hiring-team';
import { useTeamMembers } from '../api/team-members';

/**
 * A job's hiring team (decision 0081): a hiring manager and interviewers, chosen from every active
 * member whatever their role. They read this job's candidates, resumes, interviews and scorecards
 * under My Hiring, and nothing else of recruitment.
 */
export function HiringTeamCard({ jobId }: { jobId: string }) {
  const team = useHiringTeam(jobId);
  const members = useTeamMembers();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Hiring Team</CardTitle>
        <CardDescription>
          The hiring manager and interviewers may be members of any role. They see this job&apos;s candidates, resumes, interviews and
          scorecards, and nothing else of recruitment.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {team.data && members.data ? (
          <TeamForm key={team.dataUpdatedAt} jobId={jobId} team={team.data} members={members.data} />
        ) : team.error || members.error ? (
          <p className="text-sm text-red-700">{errorMessage(team.error ?? members.error)}</p>
        ) : (
          <Spinner label="Loading the hiring team..." />
        )}
      </CardContent>
    </Card>
  );
}

function TeamForm({ jobId, team, members }: { jobId: string; team: HiringTeam; members: TeamMemberChoice[] }) {
  const [manager, setManager] = useState(team.hiring_manager?.id ?? '');
  const [interviewers, setInterviewers] = useState<string[]>(team.interviewers.map((i) => i.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveHiringTeam(jobId);
  // A member who has since been deactivated stays listed while chosen, so a save does not drop them unseen.
  const chosen = [team.hiring_manager, ...team.interviewers].filter((m) => m !== null);
  const everyone = [
    ...members,
    ...chosen.filter((c) => !members.some((m) => m.id === c.id)).map((c) => ({ ...c, role: null, inactive: true as const })),
  ];
  const label = (m: (typeof everyone)[number]) => `${m.fullName} (${m.role ? ROLE_LABELS[m.role] : 'deactivated'})`;
  const toggle = (id: string) => setInterviewers((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ hiring_manager_id: manager || null, interviewer_ids: interviewers.filter((id) => id !== manager) });
      setErrors({});
      toast({ title: 'Hiring Team Saved', description: 'They can now see this job under My Hiring.' });
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast({ title: 'Error saving hiring team', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
      <Field id={`hiring-manager-${jobId}`} label="Hiring manager" error={errors.hiring_manager_id}>
        <Select
          value={manager}
          onChange={(e) => setManager(e.target.value)}
          options={[{ value: '', label: 'None' }, ...everyone.map((m) => ({ value: m.id, label: label(m) }))]}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Interviewers</legend>
        <div className="mt-1.5 grid max-h-64 gap-1.5 overflow-y-auto sm:grid-cols-2">
          {everyone
            .filter((m) => m.id !== manager)
            .map((m) => (
              <label key={m.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={interviewers.includes(m.id)}
                  onChange={() => toggle(m.id)}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {label(m)}
              </label>
            ))}
        </div>
        {errors.interviewer_ids ? <p className="mt-1 text-sm text-red-700">{errors.interviewer_ids}</p> : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Hiring Team'}
        </Button>
      </div>
    </form>
  );
}
