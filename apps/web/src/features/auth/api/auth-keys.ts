/** TanStack Query keys of the auth feature. */
export const authKeys = {
  me: ['auth', 'me'] as const,
  config: ['config'] as const,
};
