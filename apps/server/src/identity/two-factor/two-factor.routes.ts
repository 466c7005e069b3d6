import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import {
  TwoFactorCodeInput,
  TwoFactorPasswordInput,
  TwoFactorRequirement,
  SignedIn,
  TwoFactorSetup,
  TwoFactorSignInInput,
  TwoFactorStatus,
} from '@keel/shared/two-factor';
import { unauthenticated } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { currentUser, refuseApiKeys, requireAdmin, requireUser, requireUserDuringEnrolment } from '../../platform/auth/guards';
import { findSessionUserById, passwordChangeRequired, takeSecretViews } from '../users/users.service';
import {
  completeSignIn,
  confirmSetup,
  disable,
  readRequirement,
  resetMemberTwoFactor,
  setRequirement,
  startSetup,
  twoFactorSetupRequired,
  twoFactorStatus,
} from './two-factor.service';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
  503: ApiErrorBody,
};

/** Two-factor sign-in with an authenticator app (decision 0023), over better-auth's twoFactor plugin. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];

  r.post(
    '/api/session/two-factor',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['session'],
        summary: 'Second sign-in step: a code from the app, or a recovery code (attempt-limited)',
        body: TwoFactorSignInInput,
        response: { 200: SignedIn, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await completeSignIn(app, request, reply, request.body.code, request.body.kind);
      const user = await findSessionUserById(app.db, userId);
      if (!user) throw unauthenticated();
      await app.knownAddresses.remember(user.id, request.ip); // decision 0073
      const secretViews = await takeSecretViews(app.db, user);
      return {
        user,
        twoFactorSetupRequired: await twoFactorSetupRequired(app.db, user.id),
        ...((await passwordChangeRequired(app.db, user.id)) ? { passwordChangeRequired: true } : {}),
        ...(secretViews.length ? { secretViews } : {}),
      };
    },
  );

  r.get(
    '/api/two-factor',
    {
      onRequest: requireUserDuringEnrolment,
      schema: {
        tags,
        summary: 'Whether I have two-factor sign-in, and whether it is required',
        response: { 200: TwoFactorStatus, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return twoFactorStatus(app, currentUser(request));
    },
  );

  r.post(
    '/api/two-factor/setup',
    {
      onRequest: [requireUserDuringEnrolment, refuseApiKeys],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Start setup (current password): secret, QR code, recovery codes',
        body: TwoFactorPasswordInput,
        response: { 200: TwoFactorSetup, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return startSetup(app, request, reply, currentUser(request), request.body.password);
    },
  );

  r.post(
    '/api/two-factor/enable',
    {
      onRequest: [requireUserDuringEnrolment, refuseApiKeys],
      schema: { tags, summary: 'Finish setup with a code from the app', body: TwoFactorCodeInput, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await confirmSetup(app, request, reply, currentUser(request), request.body.code);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/two-factor/disable',
    {
      onRequest: [requireUser, refuseApiKeys],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (current password)',
        body: TwoFactorPasswordInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await disable(app, request, reply, currentUser(request), request.body.password);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/team/two-factor-requirement',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Whether every staff member must use two-factor sign-in',
        response: { 200: TwoFactorRequirement, ...errors },
      },
    },
    async () => ({ required: await readRequirement(app.db) }),
  );

  r.put(
    '/api/team/two-factor-requirement',
    {
      onRequest: [requireAdmin, refuseApiKeys],
      schema: {
        tags,
        summary: 'Require (or stop requiring) two-factor sign-in for every staff member',
        body: TwoFactorRequirement,
        response: { 200: TwoFactorRequirement, ...errors },
      },
    },
    async (request) => {
      await setRequirement(app, currentUser(request), request.body.required, request.secondFactor);
      return { required: request.body.required };
    },
  );

  r.post(
    '/api/team/:id/reset-two-factor',
    {
      onRequest: [requireAdmin, refuseApiKeys],
      schema: {
        tags,
        summary:
          "Reset a member's lost two-factor sign-in: it is removed, and their sessions, API keys and calendar feed URL end (admin, from a browser; never one's own)",
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetMemberTwoFactor(app, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
