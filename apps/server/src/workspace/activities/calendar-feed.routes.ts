import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedCreated, CalendarFeedParams, CalendarFeedStatus } from '@keel/shared/calendar-feed';
import { ApiErrorBody } from '@keel/shared/errors';
import { currentUser, refuseApiKeys, requireUser } from '../../platform/auth/guards';
import { createFeed, feedDocument, feedStatus, revokeFeed } from './calendar-feed.service';
import { answerAs } from '../../plugins/openapi-media';

const errors = { 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The private calendar feed: managed by its member; read by calendar apps with its token alone. */
export async function calendarFeedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];
  const origin = (request: { protocol: string; host: string }) =>
    app.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

  r.get(
    '/api/calendar-feed',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Is my calendar feed on?', response: { 200: CalendarFeedStatus, ...errors } },
    },
    async (request) => feedStatus(app.db, currentUser(request).id),
  );

  r.post(
    '/api/calendar-feed',
    {
      // A feed URL is a credential: a key cannot mint one (decision 0067).
      onRequest: [requireUser, refuseApiKeys],
      schema: {
        tags,
        summary: 'Turn my calendar feed on, or make a new URL (the old one stops working; from a browser, never with an API key)',
        response: { 201: CalendarFeedCreated, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createFeed(app.db, currentUser(request), origin(request))),
  );

  r.delete(
    '/api/calendar-feed',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Turn my calendar feed off (its URL stops working)', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await revokeFeed(app.db, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/calendar/:file',
    {
      schema: {
        tags,
        summary: 'A calendar feed (.ics) by its secret token; no session',
        params: CalendarFeedParams,
        response: { 200: answerAs('text/calendar', 'The feed, an iCalendar document'), 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const document = await feedDocument(app.db, request.params.file);
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(document);
    },
  );
}
