/** TanStack Query keys of the auth feature (the session itself is not a query: session-store.ts). */
export const authKeys = {
  config: ['config'] as const,
};
