import type { Kysely } from 'kysely';
import {
  type ContactsTrendResponse,
  type FunnelResponse,
  type KpiSummary,
  LOST_STAGE_TITLE,
  type MeetingNote,
  type NextContact,
  type RecentContact,
  type RemindersResponse,
  type StageStat,
} from '@keel/shared/insights';
import type { Database } from '../../db/types';
import { contactsPerDay, recentContacts, recordCounts, todayUtc } from './insights-contacts.repository';
import { dealsByNextContact, dealsPerStage, latestMeetingNotes, openDealTotals, type Window } from './insights-deals.repository';

const personName = (first: string | null, last: string | null) => [first, last].map((part) => part?.trim()).filter(Boolean).join(' ');

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

export async function getMeetingNotes(db: Kysely<Database>, limit: number): Promise<MeetingNote[]> {
  const rows = await latestMeetingNotes(db, limit);
  return rows.map((row) => ({
    dealId: row.id,
    dealName: row.name,
    company: row.company,
    stage: row.stage,
    notes: row.meeting_notes!.trim(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function getNextContacts(db: Kysely<Database>, limit: number, window: Window = 'all'): Promise<NextContact[]> {
  const rows = await dealsByNextContact(db, limit, window);
  return rows.map((row) => ({
    dealId: row.id,
    dealName: row.name,
    contactName: personName(row.first_name, row.last_name) || null,
    company: row.company,
    stage: row.stage,
    stageColor: row.stage_color,
    assignedSalesRep: row.assigned_sales_rep,
    nextContactDate: row.next_contact_date!,
  }));
}

export async function getReminders(db: Kysely<Database>, limit: number, upcomingDays: number): Promise<RemindersResponse> {
  const [overdue, upcoming, today] = await Promise.all([
    getNextContacts(db, limit, 'overdue'),
    getNextContacts(db, limit, { upcomingDays }),
    db.selectNoFrom(todayUtc.as('today')).executeTakeFirstOrThrow(),
  ]);
  return { today: today.today, overdue, upcoming };
}

export async function getStageStats(db: Kysely<Database>): Promise<StageStat[]> {
  const rows = await dealsPerStage(db);
  return rows.map((row) => ({ stageId: row.id, title: row.title, color: row.color, deals: Number(row.deals), value: Number(row.value) }));
}

export async function getContactsTrend(db: Kysely<Database>, weeks: number): Promise<ContactsTrendResponse> {
  const days = await contactsPerDay(db, weeks * 7);
  return { days, total: days.reduce((sum, day) => sum + day.count, 0) };
}

/**
 * The funnel of the columns in order, Closed Lost left out: every deal entered the first step; a
 * later step was reached by the deals that sit in it or in a later (open or won) column.
 */
export async function getFunnel(db: Kysely<Database>): Promise<FunnelResponse> {
  const stages = await getStageStats(db);
  const total = stages.reduce((sum, stage) => sum + stage.deals, 0);
  const lost = stages.filter((stage) => stage.title === LOST_STAGE_TITLE).reduce((sum, stage) => sum + stage.deals, 0);
  const steps = stages.filter((stage) => stage.title !== LOST_STAGE_TITLE);
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

export async function getKpis(db: Kysely<Database>): Promise<KpiSummary> {
  const [open, counts] = await Promise.all([openDealTotals(db), recordCounts(db)]);
  return {
    openDeals: Number(open.deals),
    openPipelineValue: Number(open.value),
    contacts: Number(counts.contacts),
    companies: Number(counts.companies),
    inquiries: Number(counts.inquiries),
  };
}
