import type { ContactMessage, ContactMessageStatus } from '@keel/shared/contact-messages';
import type { ListPage } from '@keel/shared/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactMessageKeys } from './contact-message-keys';

export const MESSAGES_PAGE_SIZE = 20;

export interface MessageListParams {
  status: ContactMessageStatus;
  q: string;
  page: number;
}

/** GET /api/contact-messages: newest first (any signed-in user). */
export function fetchContactMessages({ status, q, page }: MessageListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ status, page: String(page), pageSize: String(MESSAGES_PAGE_SIZE) });
  if (q) search.set('q', q);
  return api.get<ListPage<ContactMessage>>(`/api/contact-messages?${search}`, { signal });
}

export function useContactMessages(params: MessageListParams) {
  return useQuery({
    queryKey: contactMessageKeys.list(params),
    queryFn: ({ signal }) => fetchContactMessages(params, signal),
    placeholderData: keepPreviousData,
  });
}
