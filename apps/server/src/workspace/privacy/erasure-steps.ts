import type { Kysely } from 'kysely';
import type { ErasedPerson } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

/**
 * One module's part of an erase (decision 0110): it rewrites or deletes the person's traces in the
 * tables it owns, inside the erase's transaction, and decides itself what a person of `kind` leaves
 * there (a step with nothing to do for that kind returns at once).
 */
export type ErasureStep = (trx: Kysely<Database>, person: ErasedPerson) => Promise<void>;

/**
 * The domain modules' steps, in the order the erase runs them (decision 0110). Workspace may not
 * import recruitment, crm, site or analytics, so the composition root (app.ts) registers each
 * owner's step; every name is required, so a missing step is a type error, not a survivor.
 */
export const DOMAIN_ERASURE_ORDER = [
  'interviews',
  'contactMessages',
  'imports',
  'savedReports',
  'applications',
  'applicants',
  'deals',
  'contacts',
] as const;

export type ErasureSteps = Record<(typeof DOMAIN_ERASURE_ORDER)[number], ErasureStep>;

let registered: ErasureSteps | undefined;

/** Called once by app.ts while it builds the app; a second app in the process registers the same steps. */
export function registerErasureSteps(steps: ErasureSteps): void {
  registered = steps;
}

/** Steps in their order; none registered fails the erase rather than leave traces. */
export function inErasureOrder(steps: ErasureSteps | undefined): ErasureStep[] {
  if (!steps) throw new Error('No erasure steps registered: app.ts registers them (decision 0110)');
  return DOMAIN_ERASURE_ORDER.map((name) => steps[name]);
}

/** The steps app.ts registered, in their order. */
export const domainErasureSteps = (): ErasureStep[] => inErasureOrder(registered);
