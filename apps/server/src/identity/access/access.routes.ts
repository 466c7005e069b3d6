import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  ActiveSession,
  ApiKeyInfo,
  CreatedApiKey,
  NewApiKeyInput,
  SignedOutEverywhere,
  TeamApiKey,
} from '@keel/shared/access';
import { ACCOUNT_MESSAGES } from '@keel/shared/account';
import { ApiErrorBody } from '@keel/shared/errors';
import { forbidden, unauthenticated } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { currentUser, loadUser, refuseApiKeys, refuseUntilTwoFactor, requireAdmin } from '../../platform/auth/guards';
import { createApiKey, everyApiKey, myApiKeys, mySessions, revokeApiKey, revokeOtherSessions, revokeSession } from './access.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };

/**
 * Any signed-in user, from a browser session: an API key can neither mint more keys nor end
 * sessions, so a leaked key cannot entrench itself (decision 0021).
 */
async function requireBrowserSession(request: FastifyRequest) {
  if (!(await loadUser(request))) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
  if (request.apiKeyId) throw forbidden(ACCESS_MESSAGES.browserOnly);
  await refuseUntilTwoFactor(request);
}

/** Account Settings: my active sessions and my personal API keys (decision 0021). */
export async function accessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  async function currentSessionId(request: FastifyRequest) {
    const session = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
    return session.session.id;
  }

  r.get(
    '/api/sessions',
    {
      onRequest: requireBrowserSession,
      schema: {
        tags,
        summary: 'My active sessions (browser, address, last active; this one marked)',
        response: { 200: z.array(ActiveSession), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return mySessions(app.db, currentUser(request).id, await currentSessionId(request));
    },
  );

  r.delete(
    '/api/sessions/:id',
    {
      onRequest: requireBrowserSession,
      schema: {
        tags,
        summary: 'Sign out one of my sessions (it is refused at once on every instance)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/sessions',
    {
      onRequest: requireBrowserSession,
      schema: {
        tags,
        summary: 'Sign out everywhere else: every session but this one, every personal API key and the calendar feed URL',
        response: { 200: SignedOutEverywhere, ...errors },
      },
    },
    async (request) => {
      const ended = await revokeOtherSessions(app, currentUser(request), await currentSessionId(request));
      return { signedOut: ended.sessions, apiKeysRevoked: ended.apiKeys, calendarFeedEnded: ended.calendarFeed };
    },
  );

  r.get(
    '/api/api-keys',
    {
      onRequest: requireBrowserSession,
      schema: { tags, summary: 'My personal API keys (never the keys themselves)', response: { 200: z.array(ApiKeyInfo), ...errors } },
    },
    async (request) => myApiKeys(app.db, currentUser(request).id),
  );

  r.post(
    '/api/api-keys',
    {
      onRequest: requireBrowserSession,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create a personal API key: the answer holds the key, shown this once',
        description:
          'Send it as `Authorization: Bearer <key>`: the request acts as you, with your role, through the same permission checks. ' +
          'Its scope, chosen now, limits it further: `read` (reads only), `read_write` (the default) or `admin` (admins only: ' +
          'also the admin-only routes). No key manages keys or sessions, changes members, roles, passwords or two-factor ' +
          'settings, or reads the secrets of the Outbox.',
        body: NewApiKeyInput,
        response: { 201: CreatedApiKey, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(app.db, currentUser(request), request.body)),
  );

  r.delete(
    '/api/api-keys/:id',
    {
      onRequest: requireBrowserSession,
      schema: {
        tags,
        summary: 'Revoke one of my API keys (refused from the next request on)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeApiKey(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/team/api-keys',
    {
      onRequest: [requireAdmin, refuseApiKeys],
      schema: {
        tags: ['team'],
        summary: "Every member's API keys with their owners, never the keys themselves (admins, from a browser)",
        response: { 200: z.array(TeamApiKey), ...errors },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return everyApiKey(app.db);
    },
  );

  r.delete(
    '/api/team/api-keys/:id',
    {
      onRequest: [requireAdmin, refuseApiKeys],
      schema: {
        tags: ['team'],
        summary: "Revoke any member's API key (admins, from a browser; refused from the next request on)",
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeApiKey(app.db, currentUser(request), request.params.id, true);
      return reply.status(204).send(null);
    },
  );
}
