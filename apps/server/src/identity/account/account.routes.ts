import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES, PasswordChangeInput, ProfileUpdateInput, TimeZoneUpdateInput } from '@keel/shared/account';
import { SessionUser } from '@keel/shared/auth';
import { ApiErrorBody } from '@keel/shared/errors';
import { unauthenticated, validationError } from '../../errors';
import { newPasswordProblem } from '../../platform/auth/common-passwords';
import { currentUser, loadUser, refuseApiKeys, refuseUntilTwoFactor } from '../../platform/auth/guards';
import { readSingleFile } from '../../platform/files/upload';
import { changePassword, saveAvatar, saveProfile, saveTimeZone } from './account.service';
import { filePart, multipartBody } from '../../plugins/openapi-media';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
  429: ApiErrorBody,
  503: ApiErrorBody,
};

/** requireUser with the wording of docs/product/validation.md#profile: 'No user logged in.' */
async function requireSignedIn(request: FastifyRequest) {
  if (!(await loadUser(request))) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
  await refuseUntilTwoFactor(request);
}

/**
 * The password change is the first step a member may have to take (decision 0068): while it is
 * pending no other step is asked before it; otherwise it is guarded like every other route.
 */
async function requireSignedInToChangePassword(request: FastifyRequest) {
  if (!(await loadUser(request))) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
  if (!request.passwordChange) await refuseUntilTwoFactor(request);
}

/** Account Settings (docs/product/crm.md#account-settings): one's own profile, avatar and password. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.patch(
    '/api/profile',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary: 'Save my full name and phone',
        body: ProfileUpdateInput,
        response: { 200: z.object({ user: SessionUser }), ...errors },
      },
    },
    async (request) => ({ user: await saveProfile(app.db, currentUser(request), request.body) }),
  );

  r.put(
    '/api/profile/time-zone',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary:
          'Set my time zone (an IANA name; 400 for an unknown one). With only_if_unset (the browser at the first sign-in) a zone already set is kept',
        body: TimeZoneUpdateInput,
        response: { 200: z.object({ user: SessionUser }), ...errors },
      },
    },
    async (request) => ({ user: await saveTimeZone(app.db, app.jobs, currentUser(request), request.body) }),
  );

  r.post(
    '/api/profile/avatar',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary: 'Upload my avatar (multipart field "avatar": JPG, PNG, WEBP or GIF under 2 MB)',
        requestBodyAs: multipartBody({ avatar: filePart('The picture: JPG, PNG, WEBP or GIF under 2 MB') }, ['avatar']),
        response: { 200: z.object({ user: SessionUser }), ...errors },
      },
    },
    async (request) => {
      // One byte short of 2 MB: "less than 2MB" (docs/product/validation.md#profile).
      const { bytes } = await readSingleFile(request, {
        maxBytes: AVATAR_MAX_BYTES - 1,
        tooLarge: ACCOUNT_MESSAGES.avatarTooLarge,
        missing: 'Please choose an image to upload.',
      });
      return { user: await saveAvatar(app.db, currentUser(request), bytes) };
    },
  );

  r.post(
    '/api/profile/password',
    {
      onRequest: [requireSignedInToChangePassword, refuseApiKeys],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change my password (the current one is verified)',
        body: PasswordChangeInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
      const user = currentUser(request);
      // Decision 0068: checked before the current password is, so a refused one costs no guess.
      const problem = newPasswordProblem(request.body.new_password, { email: user.email, name: user.fullName });
      if (problem) throw validationError(problem, { new_password: problem });
      // The current password is a guess like a sign-in's: same limits, same counters (decision 0014).
      await app.passwordGuard.guess(
        request,
        reply,
        user.email,
        () => changePassword(app, app.auth, user, session.session.id, request.body).then(() => true),
        Boolean,
      );
      return reply.status(204).send(null);
    },
  );
}
