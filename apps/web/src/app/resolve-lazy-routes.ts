import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that match `pathname` and writes them into their route objects, so
 * the router starts initialized and the first client render equals the prerendered HTML (hydration
 * without a fallback flash). Other routes stay lazy.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
