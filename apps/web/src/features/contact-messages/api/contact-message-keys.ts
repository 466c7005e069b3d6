import type { ContactMessageStatus } from '@keel/shared/contact-messages';

/** TanStack Query keys of the contact-messages feature. */
export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  list: (params: { status: ContactMessageStatus; q: string; page: number }) => ['contact-messages', 'list', params] as const,
};
