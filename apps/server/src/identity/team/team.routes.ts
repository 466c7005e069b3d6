import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { roleFlags } from '@keel/shared/roles';
import {
  NewTeamMemberInput,
  OfficeTimeZone,
  OfficeTimeZoneInput,
  RoleChangeInput,
  TEAM_MESSAGES,
  TeamMember,
  TeamMemberOption,
} from '@keel/shared/team';
import { forbidden } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { actsAsAdmin, currentUser, refuseApiKeys, requireUser } from '../../platform/auth/guards';
import { ACCESS_MESSAGES } from '@keel/shared/access';
import { listMemberOptions, listMembers } from './team.repository';
import { addMember, changeRole, listSalesReps, officeTimeZone, setMemberActive, setOfficeTimeZone, toTeamMember } from './team.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** requireAdmin with the action's own refusal (docs/product/roles-and-permissions.md#team-actions: 'Only admins can add team members.' …). */
function requireAdminTo(message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!roleFlags(request.user!.role).isAdmin) throw forbidden(message);
    if (!actsAsAdmin(request)) throw forbidden(ACCESS_MESSAGES.noAdminScope);
  };
}

/** Changing members is never done with an API key, whatever its scope (decision 0067): a key cannot entrench. */
const adminInBrowser = (message: string) => [requireAdminTo(message), refuseApiKeys];

/** Team Management (admin, docs/product/crm.md#team-management, docs/product/roles-and-permissions.md#team-actions) and the list of names any signed-in user picks from. */
export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];

  r.get(
    '/api/team',
    {
      onRequest: requireAdminTo('Only admins can view team members.'),
      schema: { tags, summary: 'Every team member, ordered by full name (admin)', response: { 200: z.array(TeamMember), ...errors } },
    },
    async () => (await listMembers(app.db)).map(toTeamMember),
  );

  r.get(
    '/api/team/options',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Names and roles of the team, e.g. to assign a sales rep',
        response: { 200: z.array(TeamMemberOption), ...errors },
      },
    },
    async () => (await listMemberOptions(app.db)).map((m) => ({ id: m.id, fullName: m.full_name.trim() || m.email, role: m.role })),
  );

  r.get(
    '/api/team/sales-reps',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Who may be an Assigned Sales Rep: active sales reps and admins, by name',
        response: { 200: z.array(TeamMemberOption), ...errors },
      },
    },
    async () => listSalesReps(app.db),
  );

  r.get(
    '/api/team/office-time-zone',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The office's time zone: a new interview's zone when the candidate's is not known (any signed-in member)",
        response: { 200: OfficeTimeZone, ...errors },
      },
    },
    async () => ({ time_zone: await officeTimeZone(app.db) }),
  );

  r.put(
    '/api/team/office-time-zone',
    {
      onRequest: requireAdminTo(TEAM_MESSAGES.onlyAdminsSetOfficeTimeZone),
      schema: {
        tags,
        summary: "Set the office's time zone, an IANA name; 400 for an unknown one (admin)",
        body: OfficeTimeZoneInput,
        response: { 200: OfficeTimeZone, ...errors },
      },
    },
    async (request) => ({ time_zone: await setOfficeTimeZone(app.db, currentUser(request), request.body.time_zone) }),
  );

  r.post(
    '/api/team',
    {
      onRequest: adminInBrowser(TEAM_MESSAGES.onlyAdminsAdd),
      schema: {
        tags,
        summary: 'Add a member: creates a real account (admin)',
        body: NewTeamMemberInput,
        response: { 201: TeamMember, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addMember(app, currentUser(request), request.body)),
  );

  r.patch(
    '/api/team/:id/role',
    {
      onRequest: adminInBrowser(TEAM_MESSAGES.onlyAdminsChangeRoles),
      schema: {
        tags,
        summary: "Change a member's role (admin; never one's own admin status)",
        params: IdParams,
        body: RoleChangeInput,
        response: { 200: TeamMember, ...errors },
      },
    },
    async (request) => changeRole(app.db, currentUser(request), request.params.id, request.body.role),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    r.post(
      `/api/team/:id/${action}`,
      {
        onRequest: adminInBrowser(TEAM_MESSAGES.onlyAdminsDeactivate),
        schema: {
          tags,
          summary: active
            ? 'Reactivate a member: they can sign in again (admin)'
            : 'Deactivate a member: no sign-in, sessions and API keys end at once; their name stays on records (admin; never oneself)',
          params: IdParams,
          response: { 200: TeamMember, ...errors },
        },
      },
      async (request) => setMemberActive(app, currentUser(request), request.params.id, active),
    );
  }

  // Removing members is disabled by design (docs/product/crm.md#team-management, docs/product/roles-and-permissions.md#team-actions): the route exists to say so, to anyone.
  r.delete(
    '/api/team/:id',
    {
      onRequest: requireAdminTo(TEAM_MESSAGES.onlyAdminsRemove),
      schema: { tags, summary: 'Refused by design: deactivate the member instead', params: IdParams, response: { ...errors } },
    },
    async (request) => {
      if (request.params.id === currentUser(request).id) throw forbidden(TEAM_MESSAGES.cannotRemoveSelf);
      throw forbidden(TEAM_MESSAGES.removalDisabled);
    },
  );
}
