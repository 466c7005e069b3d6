import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Company,
  COMPANY_NOT_FOUND,
  CompanyInput,
  CompanyLinks,
  CompanyListPage,
  CompanyListQuery,
  CompanyUpdateInput,
} from '@keel/shared/companies';
import { ApiErrorBody } from '@keel/shared/errors';
import { notFound } from '../../errors';
import { BulkAction } from '@keel/shared/bulk-actions';
import { bulkRoutes } from '../../lib/bulk-routes';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { findCompanyById, listCompanies } from './companies.repository';
import { companyLinks, createCompany, editCompany, removeCompanies, removeCompany, toCompany, type UnlinkDeals } from './companies.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

export interface CompaniesRoutesOptions {
  /** The funnel's unlink of a deleted company's deals, in the deleting transaction (decision 0110). */
  unlinkDeals: UnlinkDeals;
}

/** Companies (docs/product/crm.md#companies): the server-side list, one company, create, edit and delete — any signed-in user. */
export async function companiesRoutes(app: FastifyInstance, { unlinkDeals }: CompaniesRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  r.get(
    '/api/companies',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One page of companies: search, sort, page',
        querystring: CompanyListQuery,
        response: { 200: CompanyListPage, ...errors },
      },
    },
    async (request) => listCompanies(app.db, request.query),
  );

  r.get(
    '/api/companies/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'One company', params: IdParams, response: { 200: Company, ...errors } },
    },
    async (request) => {
      const row = await findCompanyById(app.db, request.params.id);
      if (!row) throw notFound(COMPANY_NOT_FOUND);
      return toCompany(row);
    },
  );

  r.get(
    '/api/companies/:id/links',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'How many contacts, deals and jobs deleting the company would unlink',
        params: IdParams,
        response: { 200: CompanyLinks, ...errors },
      },
    },
    async (request) => companyLinks(app.db, request.params.id),
  );

  r.post(
    '/api/companies',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Create a company', body: CompanyInput, response: { 201: Company, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createCompany(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/companies/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Save every editable field of a company, as of `version` (409 with `stale` if it changed since)',
        params: IdParams,
        body: CompanyUpdateInput,
        response: { 200: Company, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => editCompany(app.db, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/companies/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete a company (its contacts, deals and jobs are kept, unlinked; the audit entry lists them)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCompany(app.db, unlinkDeals, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await bulkRoutes(app, {
    list: 'companies',
    onRequest: requireUser,
    body: BulkAction,
    removeMany: (db, user, ids) => removeCompanies(db, unlinkDeals, user, ids),
    topic: 'companies',
    table: {
      table: 'companies',
      idColumn: 'id',
      entityType: 'company',
      updated: 'COMPANY_UPDATED',
      label: 'name',
      exportColumns: [
        'name',
        'sector',
        'website',
        'phone',
        'email',
        'city',
        'state',
        'country',
        'number_of_employees',
        'annual_revenue',
        'tags',
      ],
    },
  });
}
