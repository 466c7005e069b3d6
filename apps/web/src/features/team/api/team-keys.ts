/** TanStack Query keys of the team feature ('team' also covers the pickers' options). */
export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
};
