import { z } from 'zod';
import { ApplicationStage } from './applications';
import { JobStatus } from './jobs';
import { Role } from './roles';

/**
 * A job's hiring team (decision 0081): one hiring manager and interviewers, each an active team
 * member of any role. A member on it, or on the panel of one of the job's interviews, reads that
 * job, its applications, their applicants and resumes, its interviews and scorecards — and
 * nothing else of recruitment.
 */
export const MAX_HIRING_TEAM_INTERVIEWERS = 20;

export const HIRING_TEAM_MEMBER_MESSAGE = 'Choose active members of the team.';
export const HIRING_TEAM_ONLY_MESSAGE = "Only recruiters, admins and the job's hiring team may see this.";
/** Decision 0085: the job's hiring manager and interviewers schedule its interviews too; anyone else (a panel member too) is refused. */
export const HIRING_TEAM_SCHEDULE_MESSAGE = "Only recruiters, admins and the job's hiring team may schedule its interviews.";
/** Decision 0085: a hiring team member's panel is chosen among those who already read the job, so scheduling never widens who sees the candidate. */
export const HIRING_TEAM_PANEL_MESSAGE = "Choose interviewers from this job's hiring team and interview panels.";
export const HIRING_TEAM_EMPTY_STATE = 'You are on no hiring team and on no interview panel yet.';

export const TEAM_ROLES = ['hiring_manager', 'interviewer'] as const;
export const TeamRole = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRole>;

/** How a member came to read a job: its hiring manager, one of its interviewers, or on an interview's panel. */
export const HiringPart = z.enum(['hiring_manager', 'interviewer', 'panel']);
export type HiringPart = z.infer<typeof HiringPart>;
export const HIRING_PART_LABELS: Record<HiringPart, string> = {
  hiring_manager: 'Hiring manager',
  interviewer: 'Interviewer',
  panel: 'On an interview panel',
};

const memberId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, HIRING_TEAM_MEMBER_MESSAGE);

/** Who may be chosen for a hiring team or an interview panel: an active member of any role. */
export const TeamMemberChoice = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: Role,
  /** Their own IANA time zone, null until they have one (decision 0080): the interview dialog shows the time in it. */
  timeZone: z.string().nullable(),
});
export type TeamMemberChoice = z.infer<typeof TeamMemberChoice>;

export const HiringTeamInput = z.object({
  hiring_manager_id: memberId.nullish().transform((id) => id?.toLowerCase() ?? null),
  interviewer_ids: z
    .array(memberId)
    .max(MAX_HIRING_TEAM_INTERVIEWERS, `Choose at most ${MAX_HIRING_TEAM_INTERVIEWERS} interviewers.`)
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type HiringTeamInput = z.input<typeof HiringTeamInput>;
export type HiringTeamValues = z.output<typeof HiringTeamInput>;

const Member = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const HiringTeam = z.object({
  job_id: z.string(),
  hiring_manager: Member.nullable(),
  interviewers: z.array(Member),
});
export type HiringTeam = z.infer<typeof HiringTeam>;

/** A candidate of a job on the caller's "My hiring" page. */
export const HiringCandidate = z.object({
  application_id: z.string(),
  applicant_id: z.string(),
  name: z.string(),
  stage: ApplicationStage,
});
export type HiringCandidate = z.infer<typeof HiringCandidate>;

/** A job the caller hires for, with how they came to, and its candidates. */
export const HiringJob = z.object({
  job_id: z.string(),
  title: z.string(),
  status: JobStatus,
  parts: z.array(HiringPart),
  candidates: z.array(HiringCandidate),
});
export type HiringJob = z.infer<typeof HiringJob>;
