/** TanStack Query keys of the funnel feature. */
export const funnelKeys = {
  all: ['funnel'] as const,
  board: ['funnel', 'board'] as const,
  figures: ['funnel', 'figures'] as const,
  lead: (id: string) => ['funnel', 'lead', id] as const,
};
