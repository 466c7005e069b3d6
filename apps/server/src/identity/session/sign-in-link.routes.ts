import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { SignInLinkInput } from '@keel/shared/sign-in-link';
import { SignedIn } from '@keel/shared/two-factor';
import { unauthenticated } from '../../errors';
import { findSessionUserById, passwordChangeRequired, takeSecretViews } from '../users/users.service';
import { twoFactorSetupRequired } from '../two-factor/two-factor.service';
import { signInWithLink } from './sign-in-link.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody };

/** The mailed one-time sign-in link of a new device while its account is under attack (decision 0073). */
export async function signInLinkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/session/link',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['session'],
        summary: 'Sign in with the one-time link mailed to a new device (works once, for 15 minutes)',
        body: SignInLinkInput,
        response: { 200: SignedIn, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await signInWithLink(app, request, reply, request.body.token);
      const user = await findSessionUserById(app.db, userId);
      if (!user) throw unauthenticated();
      const secretViews = await takeSecretViews(app.db, user);
      return {
        user,
        twoFactorSetupRequired: await twoFactorSetupRequired(app.db, user.id),
        ...((await passwordChangeRequired(app.db, user.id)) ? { passwordChangeRequired: true } : {}),
        ...(secretViews.length ? { secretViews } : {}),
      };
    },
  );
}
