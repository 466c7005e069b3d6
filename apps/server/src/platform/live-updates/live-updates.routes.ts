import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { SessionUser } from '@keel/shared/auth';
import { LIVE_EVENTS_PATH, type LiveEvent, TAB_ID_HEADER, TAB_ID_PATTERN } from '@keel/shared/live-updates';
import { roleFlags } from '@keel/shared/roles';
import { bearerToken, currentKeyUser } from '../auth/api-key-auth';
import { currentUser, requireUser } from '../auth/guards';
import { type LiveBus, type LiveChange, LocalBus, PostgresBus } from './live-updates.bus';
import { attachBus, detachBus, publishChange, requestTab } from './live-updates.publish';
import { attachSessionCache } from '../auth/session-cache';
import { answerAs } from '../../plugins/openapi-media';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream ends. */
const RETRY_MS = 2_000;

const EventsQuery = z.object({ tab: z.string().regex(TAB_ID_PATTERN).optional() });

/** Whether a browser of `user` (tab `tab`) is told about `change`. */
export function reaches(
  change: LiveChange,
  user: SessionUser,
  tab: string | undefined,
): change is LiveChange & { topic: LiveEvent['topic'] } {
  if (change.topic === 'sessions') return false; // for the instances' session caches only
  if (tab !== undefined && change.tab === tab) return false; // its own change: it already shows it
  if (change.topic === 'notifications') return change.ownerId === user.id; // the recipient's only, admins included
  if (change.topic === 'dashboards' && change.ownerId !== user.id && !roleFlags(user.role).isAdmin) return false;
  if (change.topic === 'applications' && !roleFlags(user.role).isRecruiter) return false; // job boards: recruitment only
  return true;
}

function toEvent({ topic, id, by }: LiveChange & { topic: LiveEvent['topic'] }): LiveEvent {
  return { topic, ...(id ? { id } : {}), by };
}

/**
 * Live updates (decision 10): the event bus of this instance (pg LISTEN/NOTIFY on PostgreSQL,
 * in-process on the embedded database), the tab of each request for `publishChange`, and
 * GET /api/events, a server-sent event stream for signed-in users.
 */
export async function registerLiveUpdates(app: FastifyInstance) {
  const bus: LiveBus =
    app.database.kind === 'postgres' ? new PostgresBus(app.database.pool, app.log) : new LocalBus(app.log, app.database.pglite);
  await bus.start();
  attachBus(app.db, bus);
  attachSessionCache(app.db, app.sessionCache, (userId) => publishChange(app.db, { topic: 'sessions', id: userId, by: null }));
  // Cached sessions are trusted only while other instances' changes can be heard; another
  // instance changed a user's sessions; after a lost connection, anything may have changed.
  app.sessionCache.trustWhile(() => bus.listening());
  bus.subscribe((change) => {
    if (change.topic === 'sessions' && change.id) app.sessionCache.forgetUser(change.id);
    else if (change.topic === 'resync') app.sessionCache.clear();
  });
  const open = new Set<() => void>();

  // Runs the rest of the request inside the tab's context (after the body is read, so the
  // context survives into the handler and the services it calls).
  app.addHook('preHandler', (request, _reply, done) => {
    const tab = request.headers[TAB_ID_HEADER];
    requestTab.run(typeof tab === 'string' && TAB_ID_PATTERN.test(tab) ? tab : undefined, done);
  });
  // Open streams end first, so a graceful shutdown is not held up by them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    detachBus(app.db);
    await bus.close();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    LIVE_EVENTS_PATH,
    {
      onRequest: requireUser,
      schema: {
        tags: ['live updates'],
        summary: 'Server-sent events: topic and id of each change others make (text/event-stream)',
        querystring: EventsQuery,
        response: { 200: answerAs('text/event-stream', 'One event per change: its topic and id') },
      },
    },
    async (request, reply) => {
      stream(request, reply, currentUser(request), request.query.tab, bus, open);
    },
  );
}

/** The reader of a stream as they are now: its session (or API key) and their current role; null when it no longer works. */
async function currentReader(request: FastifyRequest): Promise<SessionUser | null> {
  const key = bearerToken(request.headers.authorization);
  if (key !== undefined) return currentKeyUser(request.server.db, key);
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  // An open stream is not activity: a session idle too long ends its stream (decision 0068).
  const idleMs = request.server.config.SESSION_IDLE_MINUTES * 60_000;
  if (Date.now() - new Date(session.session.updatedAt).getTime() > idleMs) return null;
  const u = session.user as typeof session.user & { role?: string | null; banned?: boolean | null };
  if (u.banned) return null;
  return { ...request.user!, role: (u.role ?? 'user') as SessionUser['role'] };
}

function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  tab: string | undefined,
  bus: LiveBus,
  open: Set<() => void>,
) {
  reply.hijack();
  const res = reply.raw;
  // Headers set so far (security headers) go out too: onSend hooks do not run for a hijacked reply.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  // The connection ends with the stream (Connection: close): a stream ended at shutdown must not
  // leave an idle keep-alive socket that holds the server's close for its 72 s keep-alive timeout
  // (the browser reconnects on a new connection anyway).
  res.shouldKeepAlive = false;
  res.writeHead(200, {
    'x-request-id': request.id,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  // Every event is checked against the reader as they are now (decision 0068): a change to their
  // sessions or role (sign-out, demotion, deactivation, a password or 2FA change: topic 'sessions'),
  // or a lost connection between instances ('resync'), re-reads them before anything else is sent;
  // events arriving meanwhile wait. A reader whose session is gone or whose role changed is not
  // told anything more: the stream ends (the browser reconnects with what it may now see, or gets 401).
  let ended = false;
  let reader = user;
  let waiting: LiveChange[] | null = null;
  const deliver = (change: LiveChange) => {
    if (reaches(change, reader, tab)) res.write(`data: ${JSON.stringify(toEvent(change))}\n\n`);
  };
  const recheck = () => {
    if (waiting) return;
    waiting = [];
    currentReader(request).then(
      (now) => {
        const held = waiting ?? [];
        waiting = null;
        if (!now || now.role !== reader.role || now.id !== reader.id) return end();
        reader = now;
        for (const change of held) deliver(change);
      },
      () => end(),
    );
  };
  const unsubscribe = bus.subscribe((change) => {
    if (ended) return;
    if ((change.topic === 'sessions' && change.id === reader.id) || change.topic === 'resync') recheck();
    if (waiting) waiting.push(change);
    else deliver(change);
  });
  // Each heartbeat also re-checks the reader, for what no notice announces (an expired session).
  const heartbeat = setInterval(() => {
    res.write(': heartbeat\n\n');
    recheck();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
    if (!res.writableEnded) res.end();
  };
  open.add(end);
  res.on('close', end);
  res.on('error', end);
}
