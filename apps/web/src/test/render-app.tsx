import type { PublicConfig, SessionUser } from '@keel/shared/auth';
import type { Role } from '@keel/shared/roles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient, replaceAppQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { resetSession } from '../features/auth/session-store';
import { resetClientLogos } from '../features/public-site/api/get-client-logos';

/** Unit tests only: answers for API calls, keyed by "METHOD /path". */
export type FetchHandler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function testUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `user-${role}`,
    email: `${role}@example.test`,
    role,
    fullName: `Test ${role}`,
    avatarUrl: null,
    phone: null,
    ...overrides,
  };
}

export const demoConfig: PublicConfig = {
  demoMode: true,
  demoAdmin: { email: 'admin@keel.demo', password: 'keel-demo' },
};

export interface RenderAppOptions {
  route?: InitialEntry;
  user?: SessionUser | null;
  config?: PublicConfig;
  handlers?: Record<string, FetchHandler>;
}

/** Renders the whole app (providers + every route) in a memory router with a mocked fetch. */
export function renderApp({ route = '/', user = null, config = demoConfig, handlers = {} }: RenderAppOptions = {}) {
  const all: Record<string, FetchHandler> = {
    'GET /api/me': () => json(200, { user }),
    'GET /api/config': () => json(200, config),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${parsed.pathname}`;
    const handler = all[key];
    if (!handler) return json(404, { code: 'NOT_FOUND', message: `No handler for ${key}` });
    return handler(init, parsed);
  });
  vi.stubGlobal('fetch', fetchMock);

  const router = createMemoryRouter(routes, { initialEntries: [route] });
  // Module-level state (session, server-state cache, public logo list) starts afresh for each app.
  resetSession();
  resetClientLogos();
  const queryClient = createQueryClient({ retry: false });
  replaceAppQueryClient(queryClient);
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, fetchMock, queryClient, user: userEvent.setup() };
}

/** The calls made to one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof vi.fn>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : String(input);
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}` === key;
  });
}
