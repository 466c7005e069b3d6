import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { type Demand, type DemandMatches, type Match, MATCH_LIMIT, MATCH_POINTS } from '@keel/shared/demands';
import { roleFlags } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { getRetentionMonths, monthsBefore } from '../../workspace/privacy/retention.service';
import {
  allocationsToDemand,
  type CandidateScope,
  candidateSkills,
  consultantFacts,
  consultantSkillLevels,
  type MatchRow,
  onAnyHiringTeam,
  topMatches,
} from './demand-matches.repository';
import { getDemand, seesDemandRates } from './demands.service';
import { isoDay } from '../../lib/column-values';
import { candidateProposalsToDemand } from './demand-proposals.repository';
import { interviewSkillRatings } from '../../recruitment/interviews/scorecards.service';

type Db = Kysely<Database>;
type Reader = Pick<SessionUser, 'id' | 'role'>;

/**
 * Who sees candidates in matches (decision 0092): recruiters and admins see every candidate in an
 * active pipeline and past candidates within retention and consent; a member on a job's hiring team
 * (of any role) sees that job's active candidates, as the job's pages already show them (decision
 * 0081); anyone else — a plain user, a sales rep — sees consultants only.
 */
export async function candidateScope(db: Db, reader: Reader): Promise<CandidateScope> {
  if (roleFlags(reader.role).isRecruiter) return { kind: 'all' };
  return (await onAnyHiringTeam(db, reader.id)) ? { kind: 'teams', userId: reader.id } : { kind: 'none' };
}

const points = (fit: number, max: number) => Math.round(fit * max * 10) / 10;
const money = (amount: number, currency: string | null) =>
  `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency ?? ''}`.trim();
const place = (city: string | null, country: string | null) => [city, country].filter(Boolean).join(', ');
const listed = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

interface Facts {
  levels: Map<string, number>;
  city: string | null;
  country: string | null;
  dayRate: number | null;
  currency: string | null;
}

/** A candidate's interview ratings of the demand's skills (decision 0109), by skill id. */
type Rated = Map<string, { average: number; ratings: number }>;

/** "React rated 4/4 in interview" (one rating) or "TypeScript rated 3.5/4 in 2 interview ratings". */
const ratedText = (name: string, r: { average: number; ratings: number }) =>
  `${name} rated ${r.average}/4 in ${r.ratings === 1 ? 'interview' : `${r.ratings} interview ratings`}`;

function skillsPart(row: MatchRow, demand: Demand, facts: Facts | undefined, named: Set<string>, rated: Rated): Match['skills'] {
  const candidate = row.kind !== 'consultant';
  const covered = demand.skills.map((s) => {
    const level = candidate ? null : (facts?.levels.get(s.skill_id) ?? null);
    return {
      skill_id: s.skill_id,
      name: s.name,
      min_level: s.min_level,
      level,
      covered: candidate ? named.has(s.skill_id) : level !== null && level >= s.min_level,
    };
  });
  let text: string;
  if (demand.skills.length === 0) text = 'The demand requires no particular skill.';
  else if (candidate) {
    const found = covered.filter((c) => c.covered).map((c) => c.name);
    const missing = covered.filter((c) => !c.covered).map((c) => c.name);
    text =
      `The resume names ${found.length} of ${covered.length} required skills` +
      (found.length ? `: ${listed(found)} (levels not known yet, counted as three quarters)` : '') +
      (missing.length ? `; missing ${listed(missing)}` : '') +
      '.';
    // Shown, not scored (decision 0109): the score's best case bounds the ranking's pruning (decision 0102).
    const ratings = demand.skills.flatMap((s) => {
      const r = rated.get(s.skill_id);
      return r ? [ratedText(s.name, r)] : [];
    });
    if (ratings.length) text += ` ${listed(ratings).replace(/^./, (c) => c.toUpperCase())}.`;
  } else {
    const met = covered.filter((c) => c.covered).length;
    const parts = covered.map((c) =>
      c.level === null ? `${c.name} missing` : `${c.name} ${c.level} (needs ${c.min_level})${c.covered ? '' : ', below'}`,
    );
    text = `Meets ${met} of ${covered.length} required skills: ${listed(parts)}.`;
  }
  return { points: points(row.skill_fit, MATCH_POINTS.skills), max: MATCH_POINTS.skills, text, covered };
}

function availabilityPart(row: MatchRow, demand: Demand): Match['availability'] {
  const max = MATCH_POINTS.availability;
  if (row.kind !== 'consultant')
    return {
      points: points(0.5, max),
      max,
      overlap_pct: 0,
      text:
        row.kind === 'candidate'
          ? 'Not on the bench yet: free from whenever they are hired (counted as half).'
          : 'A past candidate: whether they are free is not known (counted as half).',
    };
  const pct = Math.round((100 * row.free_days) / row.window_days);
  const text =
    row.free_days === row.window_days
      ? `Free all ${row.window_days} days from ${demand.starts_on} to ${demand.ends_on} at ${demand.allocation_pct}%.`
      : `Free ${row.free_days} of ${row.window_days} days of the window (${pct}%): away or allocated elsewhere on the others.`;
  return { points: points(row.free_days / row.window_days, max), max, overlap_pct: pct, text };
}

function ratePart(row: MatchRow, demand: Demand, facts: Facts | undefined): Match['rate'] {
  const max = MATCH_POINTS.rate;
  const target = demand.rate?.target_day_rate ?? null;
  const currency = demand.rate?.rate_currency ?? null;
  const half = (why: string) => ({ points: points(0.5, max), max, text: `${why} (counted as half).` });
  if (row.kind !== 'consultant') return half('No day rate on record for a candidate');
  if (target === null) return half('The demand has no target rate');
  if (!facts || facts.dayRate === null) return half('No day rate on record');
  if (facts.currency !== currency) return half(`The day rate is in ${facts.currency ?? 'no currency'}, the target in ${currency}`);
  const fit = row.rate_fit ?? 0.5;
  const text =
    facts.dayRate <= target
      ? `Day rate ${money(facts.dayRate, facts.currency)} is within the target ${money(target, currency)}.`
      : `Day rate ${money(facts.dayRate, facts.currency)} is ${Math.round((100 * (facts.dayRate - target)) / target)}% over the target ${money(target, currency)}${fit === 0 ? ' (20% over or more scores nothing)' : ''}.`;
  return { points: points(fit, max), max, text };
}

function locationPart(row: MatchRow, demand: Demand, facts: Facts | undefined): Match['location'] {
  const max = MATCH_POINTS.location;
  const where = place(demand.city, demand.country);
  let text: string;
  if (demand.remote) text = 'The role is remote.';
  else if (row.kind !== 'consultant')
    text =
      row.location_fit === 1
        ? `The address mentions ${demand.city}.`
        : row.location_fit === 0.5
          ? 'Address not known (counted as half).'
          : `The address does not mention ${demand.city ?? where}.`;
  else if (row.location_fit === 1) text = `Based in ${place(facts?.city ?? null, facts?.country ?? null)}, where the role is.`;
  else if (row.location_fit > 0) text = `Same country (${demand.country}), another city than ${demand.city}.`;
  else text = `Based ${facts?.country ? `in ${place(facts.city, facts.country)}` : 'somewhere not recorded'}; the role is in ${where}.`;
  return { points: points(row.location_fit, max), max, text };
}

/**
 * A demand's top 20 matches (decision 0092), filtered and scored by the database; each component
 * answered with its points and a sentence. Rates (and the rate component) only for admins and sales reps.
 */
export async function demandMatches(db: Db, reader: Reader, dealId: string, demandId: string): Promise<DemandMatches> {
  const demand = await getDemand(db, reader, dealId, demandId);
  const rates = seesDemandRates(reader.role);
  const scope = await candidateScope(db, reader);
  const retentionCutoff = monthsBefore(new Date(), await getRetentionMonths(db));
  const rows = await topMatches(db, demandId, { rates, scope, retentionCutoff, limit: MATCH_LIMIT });
  const consultantIds = rows.filter((r) => r.kind === 'consultant').map((r) => r.id);
  const applicantIds = rows.filter((r) => r.kind !== 'consultant').map((r) => r.id);
  // Interview ratings of the page's candidates: one statement beside the others (decision 0102: none per candidate),
  // only for readers who read every scorecard (decision 0082).
  const readsScorecards = roleFlags(reader.role).isRecruiter;
  const [levels, facts, named, allocations, proposals, ratings] = await Promise.all([
    consultantSkillLevels(db, demandId, consultantIds),
    consultantFacts(db, consultantIds),
    candidateSkills(db, demandId, applicantIds),
    allocationsToDemand(db, demandId, consultantIds),
    candidateProposalsToDemand(db, demandId, applicantIds),
    readsScorecards && demand.skills.length
      ? interviewSkillRatings(
          db,
          applicantIds,
          demand.skills.map((s) => s.skill_id),
        )
      : Promise.resolve([]),
  ]);
  const factsOf = new Map<string, Facts>(
    facts.map((f) => [
      f.consultant_id,
      {
        levels: new Map(levels.filter((l) => l.consultant_id === f.consultant_id).map((l) => [l.skill_id, l.level])),
        city: f.city,
        country: f.country,
        dayRate: rates && f.day_rate !== null ? Number(f.day_rate) : null,
        currency: f.rate_currency,
      },
    ]),
  );
  const matches = rows.map((row): Match => {
    const f = factsOf.get(row.id);
    const proposal = row.kind === 'consultant' ? undefined : proposals.find((p) => p.applicant_id === row.id);
    const held = row.kind === 'consultant' ? allocations.find((a) => a.consultant_id === row.id) : undefined;
    const allocation = held
      ? {
          allocation_id: held.allocation_id,
          status: held.status as 'proposed' | 'confirmed',
          period: { starts_on: isoDay(held.starts_on), ends_on: isoDay(held.ends_on), allocation_pct: held.allocation_pct },
        }
      : proposal && { allocation_id: proposal.proposal_id, status: 'proposed' as const };
    return {
      kind: row.kind,
      id: row.id,
      name: row.name,
      detail: row.detail,
      score: Number(row.score),
      skills: skillsPart(
        row,
        demand,
        f,
        new Set(named.filter((n) => n.applicant_id === row.id).map((n) => n.skill_id)),
        new Map(ratings.filter((r) => r.applicant_id === row.id).map((r) => [r.skill_id, r])),
      ),
      availability: availabilityPart(row, demand),
      ...(rates ? { rate: ratePart(row, demand, f) } : {}),
      location: locationPart(row, demand, f),
      allocation: allocation ?? null,
    };
  });
  return { demand_id: demandId, candidates_shown: scope.kind !== 'none', matches };
}
