import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { MeResponse, PublicConfig, SessionUser, SignInInput, TestUserInput } from '@keel/shared/auth';
import { ApiErrorBody } from '@keel/shared/errors';
import { EMAIL_CONFIRMATION_MESSAGES, SignedIn, TwoFactorChallenge } from '@keel/shared/two-factor';
import { SIGN_IN_LINK_MESSAGES, SignInLinkSent } from '@keel/shared/sign-in-link';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@keel/shared/demo';
import { TEAM_MESSAGES } from '@keel/shared/team';
import { AppError, forbidden, notFound, validationError } from '../../errors';
import { newPasswordProblem } from '../../platform/auth/common-passwords';
import { loadUser } from '../../platform/auth/guards';
import { sessionsChanged } from '../../platform/auth/session-cache';
import { findSessionUserById } from '../users/users.service';
import { banReasonOf, createAccount, passwordChangeRequired, takeSecretViews } from '../users/users.service';
import { DEMO_DISABLED_REASON, markAsDemoAccount } from '../demo/demo-accounts.service';
import { queueConfirmation } from '../email-confirmation/email-confirmation.service';
import { twoFactorSetupRequired } from '../two-factor/two-factor.service';
import { type Hold, heldPasswordIsRight, holdFor, mailSignInLink } from './sign-in-link.service';

const INVALID_CREDENTIALS = 'Invalid email or password.';
const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
  503: ApiErrorBody,
};

function forwardCookies(from: Response, reply: FastifyReply) {
  const cookies = from.headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
}

/**
 * A right password clears the sign-in counters (decision 0014), except when a two-factor code is
 * still to come: then the attempt is only refunded, and the code's success clears, so a known
 * password cannot wipe the count of wrong codes (decision 0023). 403 is a right password for an
 * address not confirmed yet.
 */
const passwordStepCompleted = (answer: Response) =>
  answer.status === 403 || (answer.ok && !answer.headers.getSetCookie().some((c) => /^[^=]*\.two_factor=[^;]/.test(c)));

/**
 * A checked sign-in attempt: better-auth's answer, or, for an attempt held for a mailed link
 * (decision 0073), only whether the password was right — nobody is signed in by it.
 */
type Attempt = { hold: null; response: Response } | { hold: Hold; right: boolean };

/** Sign-in, sign-out, the current user, public configuration and demo test accounts. */
export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, auth, passwordGuard } = app;

  r.get(
    '/api/config',
    {
      schema: { tags: ['session'], summary: 'Public runtime configuration', response: { 200: PublicConfig } },
    },
    async () => ({
      demoMode: config.DEMO_MODE,
      demoAdmin: config.DEMO_MODE ? { email: DEMO_ADMIN.email, password: DEMO_PASSWORD } : null,
    }),
  );

  r.get(
    '/api/me',
    {
      schema: { tags: ['session'], summary: 'The signed-in user, or null', response: { 200: MeResponse } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await loadUser(request);
      if (!user) return { user };
      return {
        user,
        twoFactorSetupRequired: await twoFactorSetupRequired(db, user.id),
        ...(request.passwordChange ? { passwordChangeRequired: true } : {}),
      };
    },
  );

  r.post(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in with e-mail and password',
        body: SignInInput,
        response: { 200: z.union([SignedIn, TwoFactorChallenge]), 202: SignInLinkSent, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const passwordStep = () =>
        auth.api.signInEmail({
          body: { email: email.toLowerCase(), password, rememberMe: true },
          headers: fromNodeHeaders(request.headers),
          asResponse: true,
        });
      // A held attempt counts as a failure even with the right password: a refund would be a verdict.
      const attempt = await passwordGuard.guess<Attempt>(
        request,
        reply,
        email,
        async ({ recentFailures }) => {
          const hold = await holdFor(app, request.ip, email, recentFailures);
          return hold ? { hold, right: await heldPasswordIsRight(app, hold, password) } : { hold, response: await passwordStep() };
        },
        (a) => a.hold === null && passwordStepCompleted(a.response),
      );
      if (attempt.hold) {
        const { account } = attempt.hold;
        // A member with a second factor goes on to it as always: it suffices (decision 0073).
        if (attempt.right && account?.two_factor_enabled) {
          const challenge = await passwordStep();
          const body = (await challenge
            .clone()
            .json()
            .catch(() => ({}))) as { twoFactorRedirect?: boolean };
          if (challenge.ok && body.twoFactorRedirect) {
            await passwordGuard.limiter.refund(request.ip, email);
            forwardCookies(challenge, reply);
            return { twoFactorRequired: true as const };
          }
        }
        // The same answer, right password or wrong; the link is mailed after it is sent, so its time tells nothing either.
        await reply.status(202).send({ signInLinkSent: true as const, message: SIGN_IN_LINK_MESSAGES.sent });
        if (attempt.right && account && !account.two_factor_enabled)
          await mailSignInLink(app, account).catch((error: unknown) => request.log.error({ err: error }, 'sign-in link mail not queued'));
        return reply;
      }
      const { response } = attempt;
      // A 403 comes only once the password has matched, so only the account's owner learns why:
      // a deactivated member (admin plugin, BANNED_USER), or an address not confirmed yet (say how to get a new link).
      if (response.status === 403) {
        // A demo account disabled because demo mode is off answers like a wrong password: the
        // published demo password opens nothing and confirms nothing.
        if ((await banReasonOf(db, email)) === DEMO_DISABLED_REASON) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
        const { code } = (await response
          .clone()
          .json()
          .catch(() => ({}))) as { code?: string };
        if (code === 'BANNED_USER') throw forbidden(TEAM_MESSAGES.accountDeactivated);
        throw new AppError('EMAIL_NOT_CONFIRMED', EMAIL_CONFIRMATION_MESSAGES.notConfirmed);
      }
      // Wrong password and unknown e-mail get the same answer, so it reveals no account.
      if (!response.ok) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      const body = (await response.json()) as { user?: { id: string }; twoFactorRedirect?: boolean };
      // Two-factor sign-in: better-auth set its short-lived challenge cookie; the code goes to POST /api/session/two-factor.
      if (body.twoFactorRedirect) {
        await passwordGuard.limiter.refund(request.ip, email);
        forwardCookies(response, reply);
        return { twoFactorRequired: true as const };
      }
      const { user } = body as { user: { id: string } };
      const sessionUser = await findSessionUserById(db, user.id);
      if (!sessionUser) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      forwardCookies(response, reply);
      await app.knownAddresses.remember(sessionUser.id, request.ip);
      const secretViews = await takeSecretViews(db, sessionUser);
      return {
        user: sessionUser,
        twoFactorSetupRequired: await twoFactorSetupRequired(db, sessionUser.id),
        ...((await passwordChangeRequired(db, sessionUser.id)) ? { passwordChangeRequired: true } : {}),
        ...(secretViews.length ? { secretViews } : {}),
      };
    },
  );

  r.delete(
    '/api/session',
    {
      schema: { tags: ['session'], summary: 'Sign out', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = await loadUser(request);
      const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
      if (user) sessionsChanged(db, user.id);
      forwardCookies(response, reply);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/test-users',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['session'],
        summary: 'Create a test account (demo mode only)',
        body: TestUserInput,
        response: { 201: z.object({ user: SessionUser }), ...errors },
      },
    },
    async (request, reply) => {
      if (!config.DEMO_MODE) throw notFound('Test sign-up is available only in demo mode.');
      const { full_name, email, password, role } = request.body;
      const problem = newPasswordProblem(password, { email, name: full_name }); // decision 0068
      if (problem) throw validationError(problem, { password: problem });
      // Marked as a demo account: a start without demo mode disables it (anyone could make one). The
      // confirmation mail is written in demo mode too; only outside it does sign-in wait for it (decision 0023).
      const user = await passwordGuard.hashing(request, reply, () =>
        createAccount(db, auth, { fullName: full_name, email, password, role, emailVerified: false }, async (trx, created) => {
          await markAsDemoAccount('test-user')(trx, created);
          await queueConfirmation(trx, app, { id: created.id, email: created.email, name: created.fullName });
        }),
      );
      return reply.status(201).send({ user });
    },
  );
}
