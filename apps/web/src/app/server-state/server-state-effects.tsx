/**
 * App-wide hooks that need the QueryClient (e.g. live updates that invalidate query keys) go here:
 * rendered once inside the QueryClientProvider of every non-public route. Public pages have no
 * QueryClient and never render this.
 */
export function ServerStateEffects() {
  return null;
}
