/** TanStack Query keys of the client-logos feature (the public banner has its own fetch-based hook: decision 0011). */
export const logoKeys = {
  all: ['client-logos'] as const,
};
