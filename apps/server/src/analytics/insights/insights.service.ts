import type { Kysely } from 'kysely';
import { isCalendarDate } from '@keel/shared/field-types';
import {
  type ContactsTrendResponse,
  type FunnelResponse,
  type KpiSummary,
  type MeetingNote,
  type NextContact,
  type RecentContact,
  type RemindersResponse,
  type StageStat,
} from '@keel/shared/insights';
import type { Database } from '../../db/types';
import { contactsPerDay, recentContacts, recordCounts, todayUtc } from './insights-contacts.repository';
import { addDays, latestMeetings, myOpenTasksDue } from '../../workspace/activities/dashboard-feeds.service';
import type { Caller } from '../../workspace/activities/activity-view';
import { dealsByNextContact, latestMeetingNotes } from './insights-deals.repository';
import { getDealFigures, getStageFigures } from '../../crm/funnel/deal-figures.service';

const personName = (first: string | null, last: string | null) =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

export async function getRecentContacts(db: Kysely<Database>, limit: number, inquiriesOnly = false): Promise<RecentContact[]> {
  const rows = await recentContacts(db, limit, { inquiriesOnly });
  return rows.map((row) => ({
    id: row.id,
    name: personName(row.first_name, row.last_name) || row.email,
    email: row.email,
    company: row.company,
    jobTitle: row.job_title,
    isInquiry: row.is_inquiry,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Logged meetings and deals' meeting notes, newest first (a deal counts from its last change). */
export async function getMeetingNotes(db: Kysely<Database>, caller: Caller, limit: number): Promise<MeetingNote[]> {
  const [meetings, deals] = await Promise.all([latestMeetings(db, caller, limit), latestMeetingNotes(db, limit)]);
  const notes: MeetingNote[] = [
    ...meetings.map((m) => ({
      source: 'meeting' as const,
      id: m.id,
      title: m.links.map((l) => l.label).join(', ') || 'Meeting',
      detail: m.author?.name ?? m.authorName,
      notes: m.body,
      at: m.createdAt,
      record: m.links[0] ?? null,
    })),
    ...deals.map((row) => ({
      source: 'deal' as const,
      id: row.id,
      title: row.name,
      detail: [row.company, row.stage].filter(Boolean).join(' · ') || null,
      notes: row.meeting_notes!.trim(),
      at: row.updated_at.toISOString(),
      record: { type: 'deal' as const, id: row.id, label: row.name },
    })),
  ];
  return notes.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).slice(0, limit);
}

const upTo = (end: string) => (isCalendarDate(end) ? { before: end } : {});

/** The server's day (UTC) when the browser did not say which day it is. */
async function dayOf(db: Kysely<Database>, today: string | undefined): Promise<string> {
  return today ?? (await db.selectNoFrom(todayUtc.as('today')).executeTakeFirstOrThrow()).today;
}

/** Deals' next contact dates (overdue ones too) and the caller's open tasks due from today, by date. */
export async function getNextContacts(db: Kysely<Database>, caller: Caller, limit: number, today?: string): Promise<NextContact[]> {
  const day = await dayOf(db, today);
  const [deals, tasks] = await Promise.all([dealsByNextContact(db, limit), myOpenTasksDue(db, caller, { from: day }, limit)]);
  const items: NextContact[] = [
    ...deals.map((row) => ({
      source: 'deal' as const,
      id: row.id,
      title: row.name,
      detail: [personName(row.first_name, row.last_name), row.company].filter(Boolean).join(' · ') || null,
      owner: row.assigned_sales_rep || null,
      date: row.next_contact_date!,
      time: null,
      record: { type: 'deal' as const, id: row.id, label: row.name },
    })),
    ...tasks.map((task) => ({
      source: 'task' as const,
      id: task.id,
      title: task.title!,
      detail: task.links.map((l) => l.label).join(', ') || null,
      owner: task.assignee?.name ?? null,
      date: task.dueDate!,
      time: task.dueTime,
      record: task.links[0] ?? null,
    })),
  ];
  const when = (item: NextContact) => `${item.date} ${item.time ?? ''}`;
  return items.sort((a, b) => when(a).localeCompare(when(b)) || a.id.localeCompare(b.id)).slice(0, limit);
}

/** The caller's open tasks: overdue, then due from today up to `upcomingDays` ahead. */
export async function getReminders(
  db: Kysely<Database>,
  caller: Caller,
  limit: number,
  upcomingDays: number,
  today?: string,
): Promise<RemindersResponse> {
  const day = await dayOf(db, today);
  const [overdue, upcoming] = await Promise.all([
    myOpenTasksDue(db, caller, { before: day }, limit),
    // Past 9999-12-31 there is no stored day: the window is then open-ended (no '+010000-…' reaches the database).
    myOpenTasksDue(db, caller, { from: day, ...upTo(addDays(day, upcomingDays + 1)) }, limit),
  ]);
  return { today: day, overdue, upcoming };
}

/** Each funnel column with its deals, value and weighted value, from the one definition of the figures (decision 0060). */
export async function getStageStats(db: Kysely<Database>): Promise<StageStat[]> {
  const stages = await getStageFigures(db);
  return stages.map((s) => ({
    stageId: s.id,
    title: s.title,
    color: s.color,
    outcome: s.outcome,
    deals: s.count,
    value: s.totalValue,
    weighted: s.weightedValue,
  }));
}

export async function getContactsTrend(db: Kysely<Database>, weeks: number): Promise<ContactsTrendResponse> {
  const days = await contactsPerDay(db, weeks * 7);
  return { days, total: days.reduce((sum, day) => sum + day.count, 0) };
}

/**
 * The funnel of the columns in order, lost stages left out: every deal entered the first step; a
 * later step was reached by the deals that sit in it or in a later (open or won) column.
 */
export async function getFunnel(db: Kysely<Database>): Promise<FunnelResponse> {
  const stages = await getStageStats(db);
  const total = stages.reduce((sum, stage) => sum + stage.deals, 0);
  const lost = stages.filter((stage) => stage.outcome === 'lost').reduce((sum, stage) => sum + stage.deals, 0);
  const steps = stages.filter((stage) => stage.outcome !== 'lost');
  const reached = steps.map((_, index) => steps.slice(index).reduce((sum, stage) => sum + stage.deals, 0));
  return {
    total,
    lost,
    steps: steps.map((stage, index) => {
      const count = index === 0 ? total : reached[index];
      return {
        stageId: stage.stageId,
        title: stage.title,
        color: stage.color,
        reached: count,
        conversion: total === 0 ? 0 : Math.round((count / total) * 1000) / 10,
      };
    }),
  };
}

/** The KPI tiles' figures: the deal figures of decision 0060 and record counts. */
export async function getKpis(db: Kysely<Database>): Promise<KpiSummary> {
  const [figures, counts] = await Promise.all([getDealFigures(db), recordCounts(db)]);
  return {
    currency: figures.currency,
    openDeals: figures.open.deals,
    openPipelineValue: figures.open.value,
    weightedPipelineValue: figures.open.weighted,
    wonDeals: figures.won.deals,
    wonValue: figures.won.value,
    lostDeals: figures.lost.deals,
    lostValue: figures.lost.value,
    contacts: Number(counts.contacts),
    companies: Number(counts.companies),
    inquiries: Number(counts.inquiries),
  };
}
