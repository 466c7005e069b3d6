/** TanStack Query keys of the client-logos feature (the banner's list shares the prefix). */
export const logoKeys = {
  all: ['client-logos'] as const,
};
