import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Contact,
  CONTACT_NOT_FOUND,
  ContactInput,
  ContactLinks,
  ContactListPage,
  ContactListQuery,
  contactStatus,
  ContactUpdateInput,
} from '@keel/shared/contacts';
import { type ContactCsvColumn, contactExportHeader, contactExportSource } from '@keel/shared/contact-import';
import { ApiErrorBody } from '@keel/shared/errors';
import { notFound } from '../../errors';
import { ContactBulkAction } from '@keel/shared/bulk-actions';
import { bulkRoutes } from '../../lib/bulk-routes';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { findContactById, listContacts } from './contacts.repository';
import { contactLinks, createContact, editContact, removeContact, removeContacts, toContact, type UnlinkDeals } from './contacts.service';

/** The list's selection export: the contacts export's names (the company and rep by name), so the file imports back unchanged. */
const SELECTION_EXPORT: ContactCsvColumn[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'mobile_phone',
  'work_email',
  'company',
  'job_title',
  'city',
  'state',
  'country',
  'tags',
  'is_inquiry',
  'assigned_sales_rep',
  'last_contact_date',
];

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

export interface ContactsRoutesOptions {
  /** The funnel's removal of a deleted contact from its deals, in the deleting transaction (decision 0110). */
  unlinkDeals: UnlinkDeals;
}

/** Contacts (docs/product/crm.md#contacts): the server-side list, one contact, create, edit and delete — any signed-in user. */
export async function contactsRoutes(app: FastifyInstance, { unlinkDeals }: ContactsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];

  r.get(
    '/api/contacts',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One page of contacts: search, sort, page',
        querystring: ContactListQuery,
        response: { 200: ContactListPage, ...errors },
      },
    },
    async (request) => {
      const page = await listContacts(app.db, request.query);
      return { ...page, items: page.items.map(({ is_inquiry, ...row }) => ({ ...row, status: contactStatus(is_inquiry) })) };
    },
  );

  r.get(
    '/api/contacts/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'One contact', params: IdParams, response: { 200: Contact, ...errors } },
    },
    async (request) => {
      const row = await findContactById(app.db, request.params.id);
      if (!row) throw notFound(CONTACT_NOT_FOUND);
      return toContact(row);
    },
  );

  r.post(
    '/api/contacts',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Create a contact', body: ContactInput, response: { 201: Contact, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createContact(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/contacts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Save every editable field of a contact, as of `version` (409 with `stale` if it changed since)',
        params: IdParams,
        body: ContactUpdateInput,
        response: { 200: Contact, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => editContact(app.db, currentUser(request), request.params.id, request.body),
  );

  r.get(
    '/api/contacts/:id/links',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'How many funnel deals deleting the contact would unlink',
        params: IdParams,
        response: { 200: ContactLinks, ...errors },
      },
    },
    async (request) => contactLinks(app.db, request.params.id),
  );

  r.delete(
    '/api/contacts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete a contact (funnel deals that list it are kept, without it; the audit entry lists them)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeContact(app.db, unlinkDeals, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await bulkRoutes(app, {
    list: 'contacts',
    onRequest: requireUser,
    body: ContactBulkAction,
    removeMany: (db, user, ids) => removeContacts(db, unlinkDeals, user, ids),
    topic: 'contacts',
    table: {
      table: 'contacts',
      idColumn: 'id',
      entityType: 'contact',
      updated: 'CONTACT_UPDATED',
      label: "first_name || ' ' || last_name",
      keepsSaverName: true,
      exportColumns: SELECTION_EXPORT.map(contactExportSource),
      exportHeaders: SELECTION_EXPORT.map(contactExportHeader),
    },
  });
}
