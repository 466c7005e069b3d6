import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMPANY_NOT_FOUND } from '@keel/shared/companies';
import { ApiErrorBody } from '@keel/shared/errors';
import { CompanyRelated } from '@keel/shared/records';
import { roleFlags } from '@keel/shared/roles';
import { notFound } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { companyContacts } from '../contacts/contact-relations.service';
import { linkedLeads } from '../funnel/record-leads.service';
import { companyJobs } from '../../recruitment/jobs/company-jobs.service';
import { companyName } from '../companies/companies.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/**
 * The company page (decision 0024): its contacts, leads and jobs, — whoever may
 * open Edit Company (any signed-in user); jobs only for recruiters and admins, who may see jobs.
 */
export async function companyRecordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  async function requireCompany(id: string) {
    if ((await companyName(app.db, id)) === undefined) throw notFound(COMPANY_NOT_FOUND);
  }

  r.get(
    '/api/companies/:id/related',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The company's contacts, funnel leads and (for recruiters and admins) jobs: the first 50 of each and how many",
        params: IdParams,
        response: { 200: CompanyRelated, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireCompany(id);
      const maySeeJobs = roleFlags(currentUser(request).role).isRecruiter;
      const [contacts, leads, jobs] = await Promise.all([
        companyContacts(app.db, id),
        linkedLeads(app.db, { companyId: id }),
        maySeeJobs ? companyJobs(app.db, id) : Promise.resolve(null),
      ]);
      return { contacts, leads, jobs };
    },
  );
}
