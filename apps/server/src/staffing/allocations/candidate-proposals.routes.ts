import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CandidateProposal, CANDIDATE_PROPOSAL_MESSAGES, ProposeCandidateInput } from '@keel/shared/demands';
import { ApiErrorBody } from '@keel/shared/errors';
import { forbidden } from '../../errors';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { proposesCandidates } from '../demands/demands.service';
import { confirmCandidate, proposeCandidate, withdrawCandidate } from './candidate-proposals.service';

const DemandParams = z.object({ dealId: z.uuid(), demandId: z.uuid() });
const ProposalParams = DemandParams.extend({ proposalId: z.uuid() });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** Admins and recruiters (decision 0103); 401 without a session, 403 for anyone else. */
async function requireProposer(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!proposesCandidates(currentUser(request).role)) throw forbidden(CANDIDATE_PROPOSAL_MESSAGES.proposers);
}

/** Proposing candidates (applicants) for a deal's demands and withdrawing them (decision 0103). */
export async function candidateProposalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];
  const base = '/api/deals/:dealId/demands/:demandId/candidate-proposals';

  r.post(
    base,
    {
      onRequest: requireProposer,
      schema: {
        tags,
        summary: 'Propose a candidate (an applicant) for a demand (admins and recruiters); 409 when proposed already',
        params: DemandParams,
        body: ProposeCandidateInput,
        response: { 201: CandidateProposal, ...errors },
      },
    },
    async (request, reply) => {
      const { dealId, demandId } = request.params;
      return reply.status(201).send(await proposeCandidate(app.db, currentUser(request), dealId, demandId, request.body.applicant_id));
    },
  );

  r.delete(
    `${base}/:proposalId`,
    {
      onRequest: requireProposer,
      schema: {
        tags,
        summary: "Withdraw a candidate's proposal (admins and recruiters)",
        params: ProposalParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { dealId, demandId, proposalId } = request.params;
      await withdrawCandidate(app.db, currentUser(request), dealId, demandId, proposalId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${base}/:proposalId/confirm`,
    {
      onRequest: requireProposer,
      schema: {
        tags,
        summary:
          'Always 409: a candidate is not confirmed while they are an applicant; once hired, make them a consultant and confirm the consultant',
        params: ProposalParams,
        response: errors,
      },
    },
    async (request) => {
      const { dealId, demandId, proposalId } = request.params;
      return confirmCandidate(app.db, currentUser(request), dealId, demandId, proposalId);
    },
  );
}
