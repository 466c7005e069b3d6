import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Allocation,
  ALLOCATION_MESSAGES,
  ConfirmInput,
  EndAllocationInput,
  EndedAllocation,
  ExtendAllocationInput,
  ProposeInput,
} from '@keel/shared/demands';
import { ApiErrorBody } from '@keel/shared/errors';
import { forbidden } from '../../errors';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { editsDemands } from '../demands/demands.service';
import { confirmAllocation, endAllocation, extendAllocation, proposeConsultant, withdrawProposal } from './allocations.service';

const DemandParams = z.object({ dealId: z.uuid(), demandId: z.uuid() });
const AllocationParams = DemandParams.extend({ allocationId: z.uuid() });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** Admins and sales reps (decision 0093); 401 without a session, 403 for anyone else. */
async function requireStaffer(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!editsDemands(currentUser(request).role)) throw forbidden(ALLOCATION_MESSAGES.editors);
}

/** Proposing consultants for a deal's demands and confirming them as allocations (decision 0093). */
export async function allocationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];

  r.post(
    '/api/deals/:dealId/demands/:demandId/allocations',
    {
      onRequest: requireStaffer,
      schema: {
        tags,
        summary: "Propose a consultant for a demand, with the demand's dates and % (admins and sales reps); 409 when proposed already",
        params: DemandParams,
        body: ProposeInput,
        response: { 201: Allocation, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await proposeConsultant(app.db, currentUser(request), request.params.dealId, request.params.demandId, request.body.consultant_id),
        ),
  );

  r.post(
    '/api/deals/:dealId/demands/:demandId/allocations/:allocationId/confirm',
    {
      onRequest: requireStaffer,
      schema: {
        tags,
        summary:
          'Confirm a proposed consultant as an allocation with dates and % (admins and sales reps). Over-allocation is not refused: `over_allocation` says on how many days the consultant’s confirmed load passes 100 %',
        params: AllocationParams,
        body: ConfirmInput,
        response: { 200: Allocation, ...errors },
      },
    },
    async (request) =>
      confirmAllocation(
        app.db,
        currentUser(request),
        request.params.dealId,
        request.params.demandId,
        request.params.allocationId,
        request.body,
      ),
  );

  r.delete(
    '/api/deals/:dealId/demands/:demandId/allocations/:allocationId',
    {
      onRequest: requireStaffer,
      schema: {
        tags,
        summary: 'Withdraw a proposed consultant (admins and sales reps); 409 for a confirmed allocation, which is ended instead',
        params: AllocationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { dealId, demandId, allocationId } = request.params;
      await withdrawProposal(app.db, currentUser(request), dealId, demandId, allocationId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/deals/:dealId/demands/:demandId/allocations/:allocationId/end',
    {
      onRequest: requireStaffer,
      schema: {
        tags,
        summary:
          'End a confirmed allocation on `last_day` (admins and sales reps): only shortened (400 after its end); a last day before its start removes it; 409 for a proposal',
        params: AllocationParams,
        body: EndAllocationInput,
        response: { 200: EndedAllocation, ...errors },
      },
    },
    async (request) => {
      const { dealId, demandId, allocationId } = request.params;
      return endAllocation(app.db, currentUser(request), dealId, demandId, allocationId, request.body);
    },
  );

  r.post(
    '/api/deals/:dealId/demands/:demandId/allocations/:allocationId/extend',
    {
      onRequest: requireStaffer,
      schema: {
        tags,
        summary:
          'Extend a confirmed allocation to `ends_on` at `allocation_pct` (admins and sales reps): never shortened (400 before its end; it is ended instead); 409 for a proposal. Over-allocation is not refused: `over_allocation` says on how many days the consultant’s confirmed load passes 100 %',
        params: AllocationParams,
        body: ExtendAllocationInput,
        response: { 200: Allocation, ...errors },
      },
    },
    async (request) => {
      const { dealId, demandId, allocationId } = request.params;
      return extendAllocation(app.db, currentUser(request), dealId, demandId, allocationId, request.body);
    },
  );
}
