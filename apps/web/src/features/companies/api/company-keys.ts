/** TanStack Query keys of the companies feature. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (query: string) => ['companies', 'list', query] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  links: (id: string) => ['companies', 'links', id] as const,
  related: (id: string) => ['companies', 'related', id] as const,
};
