/** TanStack Query keys of the contacts feature. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (query: string) => ['contacts', 'list', query] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
  links: (id: string) => ['contacts', 'links', id] as const,
  leads: (id: string) => ['contacts', 'leads', id] as const,
  teamOptions: ['team', 'options'] as const,
  companyOptions: (q: string) => ['companies', 'options', q] as const,
};
