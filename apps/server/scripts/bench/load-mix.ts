import { DEMO_PASSWORD } from '@keel/shared/demo';
import { PUBLIC_PAGE_PATHS } from '@keel/shared/paths';

/**
 * What one request carries from its setup to its response (autocannon's per-request context).
 * A lead being moved is taken from the pool for the request's duration, so two requests never
 * move the same card at once (as two people rarely drag the same card in the same second).
 */
export interface RequestContext {
  kind?: Kind;
  email?: string;
  lead?: { id: string; version: number };
  /** The contact an update edits. */
  contactId?: string;
  startedAt?: number;
}

export type Kind = 'page' | 'public-api' | 'me' | 'sign-in' | 'list' | 'search' | 'contact' | 'create' | 'update' | 'board' | 'move';

/** The realistic mix: mostly reading (public pages, lists), some writing, a few sign-ins. Weights in percent. */
export const MIX: Record<Kind, number> = {
  page: 28,
  'public-api': 8,
  me: 5,
  'sign-in': 2,
  list: 12,
  search: 12,
  contact: 5,
  create: 8,
  update: 7,
  board: 6,
  move: 7,
};

const SEARCH_TERMS = ['smith', 'austin', 'mary', 'engineer', 'apex', 'garcia', 'cto', 'denver', 'lee', 'partners', 'jo', 'example.com'];
const SORTS = ['name', 'email', 'phone', 'status', 'salesRep', 'lastContact'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of Object.entries(MIX) as Array<[Kind, number]>) {
    if ((roll -= weight) < 0) return kind;
  }
  return 'page';
}

export interface MixOptions {
  origin: string;
  runId: string;
  stageIds: string[];
  signInEmails: string[];
  cookies: string[];
  contactIds: string[];
  /** Leads free to move, with their current version. */
  freeLeads: Array<{ id: string; version: number }>;
  /** Called with the e-mail of every contact sent to be created. */
  sent(email: string): void;
  /** Called with the e-mail of every contact the server answered 2xx to creating. */
  created(email: string): void;
  tally(kind: Kind, status: number, ms: number): void;
}

let createCounter = 0;
/** The version of each contact as the load last saw it: an edit carries it (decision 0016). */
const contactVersions = new Map<string, number>();

/** The next request of a connection, chosen from the mix (autocannon's setupRequest). */
export interface MixRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export function nextRequest(state: RequestContext, options: MixOptions): MixRequest {
  let kind = pickKind();
  if (kind === 'move') {
    state.lead = options.freeLeads.pop();
    if (!state.lead) kind = 'board';
  }
  state.kind = kind;
  state.startedAt = performance.now();
  const contactId = pick(options.contactIds);
  const auth = { cookie: pick(options.cookies) };
  const json = { ...auth, 'content-type': 'application/json', origin: options.origin };
  switch (kind) {
    case 'page':
      return { method: 'GET', path: pick(PUBLIC_PAGE_PATHS), headers: { 'accept-encoding': 'br, gzip' } };
    case 'public-api':
      return { method: 'GET', path: pick(['/api/client-logos', '/api/config']), headers: {} };
    case 'me':
      return { method: 'GET', path: '/api/me', headers: auth };
    case 'sign-in':
      return {
        method: 'POST',
        path: '/api/session',
        headers: { 'content-type': 'application/json', origin: options.origin },
        body: JSON.stringify({ email: pick(options.signInEmails), password: DEMO_PASSWORD }),
      };
    case 'list':
      return {
        method: 'GET',
        path: `/api/contacts?sort=${pick(SORTS)}&dir=${pick(['asc', 'desc'])}&page=${1 + Math.floor(Math.random() * 5)}`,
        headers: auth,
      };
    case 'search':
      return { method: 'GET', path: `/api/contacts?q=${encodeURIComponent(pick(SEARCH_TERMS))}`, headers: auth };
    case 'contact':
      return { method: 'GET', path: `/api/contacts/${contactId}`, headers: auth };
    case 'create': {
      state.email = `load-${options.runId}-${++createCounter}@load.keel.example`;
      options.sent(state.email);
      return {
        method: 'POST',
        path: '/api/contacts',
        headers: json,
        body: JSON.stringify({
          first_name: 'Load',
          last_name: `Test ${createCounter}`,
          email: state.email,
          job_title: 'Buyer',
          tags: ['load'],
        }),
      };
    }
    case 'update': {
      state.contactId = contactId;
      const version = contactVersions.get(contactId) ?? 1;
      return {
        method: 'PUT',
        path: `/api/contacts/${contactId}`,
        headers: json,
        body: JSON.stringify({
          first_name: 'Owned',
          last_name: 'Contact',
          email: `owned-${contactId}@load.keel.example`,
          job_title: `Title ${Date.now()}`,
          version,
        }),
      };
    }
    case 'board':
      return { method: 'GET', path: '/api/funnel/board', headers: auth };
    case 'move':
      return {
        method: 'POST',
        path: `/api/funnel/leads/${state.lead!.id}/move`,
        headers: json,
        body: JSON.stringify({ stageId: pick(options.stageIds), version: state.lead!.version }),
      };
  }
}

/** Returns the moved lead to the pool (with its new version) and counts writes that succeeded. */
export function onResponse(state: RequestContext, status: number, body: string, options: MixOptions) {
  const kind = state.kind!;
  options.tally(kind, status, performance.now() - state.startedAt!);
  if (kind === 'move' && state.lead) {
    if (status < 300) state.lead.version = (JSON.parse(body) as { version: number }).version;
    options.freeLeads.push(state.lead);
  }
  if (kind === 'create' && status < 300) options.created(state.email!);
  // Two simultaneous edits of one contact: the second is a 409 that reports the current version.
  if (kind === 'update' && state.contactId && (status < 300 || status === 409)) {
    const answer = JSON.parse(body) as { version?: number; stale?: { version: number } };
    const version = answer.version ?? answer.stale?.version;
    if (version) contactVersions.set(state.contactId, version);
  }
}
