import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { ResolvedSkill, ResolveSkillQuery, Skill, SkillInput } from '@keel/shared/skills';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth/guards';
import { createSkill, listSkills, removeSkill, resolveSkill, saveSkill } from './skills.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/**
 * The skills graph (decision 0087): every signed-in member reads it (the skills
 * pickers); admins edit it. A name or synonym belongs to one skill only (409 otherwise).
 */
export async function skillsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['skills'];

  r.get(
    '/api/skills',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Every skill by name, with its synonyms and how many consultants have it (any signed-in member)',
        response: { 200: z.array(Skill), ...errors },
      },
    },
    async () => listSkills(app.db),
  );

  r.get(
    '/api/skills/resolve',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The skill a text names: its name or a synonym, case, spaces and punctuation aside; null when none',
        querystring: ResolveSkillQuery,
        response: { 200: ResolvedSkill, ...errors },
      },
    },
    async (request) => ({ text: request.query.text, skill: (await resolveSkill(app.db, request.query.text)) ?? null }),
  );

  r.post(
    '/api/skills',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Add a skill with its synonyms (admins). 400 when two of its terms read the same; 409 when one is already a name or synonym of another skill',
        body: SkillInput,
        response: { 201: Skill, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createSkill(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/skills/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Rename a skill and replace its synonyms (admins); 409 when a term is another skill's",
        params: IdParams,
        body: SkillInput,
        response: { 200: Skill, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => saveSkill(app.db, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/skills/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Delete a skill (admins); 409 while consultants have it',
        params: IdParams,
        response: { 204: z.null(), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await removeSkill(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
