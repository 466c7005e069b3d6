import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { roleFlags } from '@keel/shared/role-flags';
import { RECRUITMENT_SEARCH_KINDS, SEARCH_KINDS, type SearchResponse } from '@keel/shared/search';
import type { Database } from '../../db/types';
import { findHits } from './search.repository';

/** The kinds a user may find: jobs and applicants only for recruiters and admins (docs/product/roles-and-permissions.md#recruitment-access). */
export function searchableKinds(user: SessionUser) {
  const { isRecruiter } = roleFlags(user.role);
  return SEARCH_KINDS.filter((kind) => isRecruiter || !RECRUITMENT_SEARCH_KINDS.includes(kind));
}

/** The global search: a few best hits of every kind the user may see, grouped by kind. */
export async function globalSearch(db: Kysely<Database>, user: SessionUser, q: string): Promise<SearchResponse> {
  const kinds = searchableKinds(user);
  const hits = await Promise.all(kinds.map((kind) => findHits(db, kind, q)));
  return { q, groups: kinds.map((kind, index) => ({ kind, hits: hits[index] ?? [] })) };
}
