import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Activity,
  ActivityInput,
  ActivityUpdate,
  TaskAssignInput,
  TaskDoneInput,
  TimelinePage,
  TimelineParams,
  TimelineQuery,
} from '@keel/shared/activities';
import { ApiErrorBody } from '@keel/shared/errors';
import { TaskCount, TaskCountQuery, TaskList, TaskListQuery } from '@keel/shared/tasks';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { createActivity, editActivity, removeActivity } from './activities.service';
import { countDueTasks } from './tasks.repository';
import { assignTask, listTasks, setTaskDone } from './tasks.service';
import { recordTimeline } from './timeline.service';
import { notifierOf } from '../notifications/notifications.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Activities, record timelines and My Tasks (decision 0026). Every route needs a session. */
export async function activitiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];
  // onRequest, before the body is parsed: an anonymous caller learns nothing but 401.
  r.addHook('onRequest', requireUser);
  const notifier = notifierOf(app);

  r.get(
    '/api/timeline/:type/:id',
    {
      schema: {
        tags,
        summary: "A record's timeline: activities and history, newest first, by keyset pages",
        params: TimelineParams,
        querystring: TimelineQuery,
        response: { 200: TimelinePage, ...errors },
      },
    },
    async (request) => recordTimeline(app.db, currentUser(request), request.params.type, request.params.id, request.query),
  );

  r.post(
    '/api/activities',
    {
      schema: {
        tags,
        summary: 'Write a note, log a call or meeting, or create a task, linked to records',
        body: ActivityInput,
        response: { 201: Activity, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createActivity(app.db, currentUser(request), request.body, notifier)),
  );

  r.put(
    '/api/activities/:id',
    {
      schema: {
        tags,
        summary: 'Edit an activity (its author or an admin), as of `version` (409 with `stale` if it changed since)',
        params: IdParams,
        body: ActivityUpdate,
        response: { 200: Activity, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => editActivity(app.db, currentUser(request), request.params.id, request.body, notifier),
  );

  r.delete(
    '/api/activities/:id',
    {
      schema: { tags, summary: 'Delete an activity (its author or an admin)', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeActivity(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/api/tasks/:id/done',
    {
      schema: {
        tags,
        summary: 'Mark a task done or open (its author, assignee or an admin)',
        params: IdParams,
        body: TaskDoneInput,
        response: { 200: Activity, ...errors },
      },
    },
    async (request) => setTaskDone(app.db, currentUser(request), request.params.id, request.body.done, notifier),
  );

  r.put(
    '/api/tasks/:id/assignee',
    {
      schema: {
        tags,
        summary: 'Reassign a task (its author, assignee or an admin)',
        params: IdParams,
        body: TaskAssignInput,
        response: { 200: Activity, ...errors },
      },
    },
    async (request) => assignTask(app.db, currentUser(request), request.params.id, request.body.assigneeId, notifier),
  );

  r.get(
    '/api/tasks',
    {
      schema: {
        tags,
        summary: 'My Tasks: overdue, today, upcoming and done (admins: anyone’s)',
        querystring: TaskListQuery,
        response: { 200: TaskList, ...errors },
      },
    },
    async (request) => listTasks(app.db, currentUser(request), request.query),
  );

  r.get(
    '/api/tasks/count',
    {
      schema: {
        tags,
        summary: 'How many of my open tasks are due today or overdue (the menu badge)',
        querystring: TaskCountQuery,
        response: { 200: TaskCount, ...errors },
      },
    },
    async (request) => ({ due: await countDueTasks(app.db, currentUser(request).id, request.query.today) }),
  );
}
