import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import {
  FiguresQuery,
  Forecast,
  ForecastQuery,
  ForecastSettings,
  ForecastSettingsInput,
  StaffingFigures,
} from '@keel/shared/staffing-forecast';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth/guards';
import { forecastSettings, saveForecastSettings } from './forecast-settings.service';
import { capacityForecast } from './forecast.service';
import { staffingFigures } from './time-to-staff.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * The capacity forecast and time-to-staff (decision 0098): every signed-in member reads demand,
 * supply and the medians (skills and availability are visible to all, decision 0087); revenue at
 * risk, made of target rates, only admins and sales reps. Neither names a candidate.
 */
export async function forecastRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];

  r.get(
    '/api/staffing/forecast',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Weekly demand (unstaffed allocation × win probability) against supply (free consultants with the skill) per skill, in full-time people, for `weeks` weeks from the Monday of `from` (default this week)',
        querystring: ForecastQuery,
        response: { 200: Forecast, ...errors },
      },
    },
    async (request) => capacityForecast(app.db, request.query),
  );

  r.get(
    '/api/staffing/figures',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Median time-to-staff by skill, staffed from the bench / by new hires / by contractors, and (admins and sales reps only) revenue at risk over the 30 days from `from` (default today)',
        querystring: FiguresQuery,
        response: { 200: StaffingFigures, ...errors },
      },
    },
    async (request) => staffingFigures(app.db, currentUser(request), request.query.from),
  );

  r.get(
    '/api/staffing/forecast-settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'The stage that starts the time-to-staff clock (null: the first won stage) and how many weeks ahead the gap check looks (admins)',
        response: { 200: ForecastSettings, ...errors },
      },
    },
    async () => forecastSettings(app.db),
  );

  r.put(
    '/api/staffing/forecast-settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Set the clock stage and the gap horizon (admins; audited)',
        body: ForecastSettingsInput,
        response: { 200: ForecastSettings, ...errors },
      },
    },
    async (request) => saveForecastSettings(app.db, currentUser(request), request.body),
  );
}
