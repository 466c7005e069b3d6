import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import {
  ContactsTrendResponse,
  FunnelResponse,
  KpiSummary,
  ListQuery,
  MeetingNote,
  NextContact,
  NextContactsQuery,
  RecentContact,
  RemindersQuery,
  RemindersResponse,
  StageStat,
  TrendQuery,
} from '@keel/shared/insights';
import { currentUser, requireUser } from '../../platform/auth/guards';
import {
  getContactsTrend,
  getFunnel,
  getKpis,
  getMeetingNotes,
  getNextContacts,
  getRecentContacts,
  getReminders,
  getStageStats,
} from './insights.service';

const tags = ['insights'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

/** Read-only CRM figures for the dashboard widgets (docs/product/beyond-the-spec.md#live-widgets); any signed-in user. */
export async function insightsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const guarded = { preHandler: requireUser };

  r.get(
    '/api/insights/recent-contacts',
    {
      ...guarded,
      schema: { tags, summary: 'Newest contacts', querystring: ListQuery, response: { 200: z.array(RecentContact), ...errors } },
    },
    async (request) => getRecentContacts(db, request.query.limit),
  );

  r.get(
    '/api/insights/recent-inquiries',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Newest inquiries (contacts that came in through the inquiry form)',
        querystring: ListQuery,
        response: { 200: z.array(RecentContact), ...errors },
      },
    },
    async (request) => getRecentContacts(db, request.query.limit, true),
  );

  r.get(
    '/api/insights/meeting-notes',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Latest logged meetings' notes and deals' meeting notes, newest first",
        querystring: ListQuery,
        response: { 200: z.array(MeetingNote), ...errors },
      },
    },
    async (request) => getMeetingNotes(db, currentUser(request), request.query.limit),
  );

  r.get(
    '/api/insights/next-contacts',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Open deals' next contact dates and my open tasks due from today, soonest first",
        querystring: NextContactsQuery,
        response: { 200: z.array(NextContact), ...errors },
      },
    },
    async (request) => getNextContacts(db, currentUser(request), request.query.limit, request.query.today),
  );

  r.get(
    '/api/insights/reminders',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'My open tasks: overdue, then due in the next days',
        querystring: RemindersQuery,
        response: { 200: RemindersResponse, ...errors },
      },
    },
    async (request) => getReminders(db, currentUser(request), request.query.limit, request.query.upcomingDays, request.query.today),
  );

  r.get(
    '/api/insights/deals-by-stage',
    {
      ...guarded,
      schema: { tags, summary: 'Deal count and value per funnel column', response: { 200: z.array(StageStat), ...errors } },
    },
    async () => getStageStats(db),
  );

  r.get(
    '/api/insights/funnel',
    {
      ...guarded,
      schema: { tags, summary: 'How many deals reached each funnel column', response: { 200: FunnelResponse, ...errors } },
    },
    async () => getFunnel(db),
  );

  r.get(
    '/api/insights/contacts-trend',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Contacts added per day over the last weeks',
        querystring: TrendQuery,
        response: { 200: ContactsTrendResponse, ...errors },
      },
    },
    async (request) => getContactsTrend(db, request.query.weeks),
  );

  r.get(
    '/api/insights/kpis',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Record counts: open deals, pipeline value, contacts, companies, inquiries',
        response: { 200: KpiSummary, ...errors },
      },
    },
    async () => getKpis(db),
  );
}
