import type { ContactMessageStatus } from '@keel/shared/contact-messages';
import { clsx } from 'clsx';
import { Inbox, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { MESSAGES_PAGE_SIZE, useContactMessages } from '../api/list-contact-messages';
import { ContactMessageCard } from './contact-message-card';

const FILTERS: ReadonlyArray<{ value: ContactMessageStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** /crm/messages: messages from the contact-us form, newest first, for any signed-in user (docs/product/beyond-the-spec.md#contact-messages). */
export function ContactMessagesPage() {
  const [status, setStatus] = useState<ContactMessageStatus>('open');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const messages = useContactMessages({ status, q, page });
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentTitle title="Contact Messages" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Contact Messages</h1>
      <p className="mt-2 text-slate-600">
        Messages sent through the Contact Us page, newest first. Mark each one handled once someone has replied.
      </p>

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Show messages" className="inline-flex rounded-lg bg-slate-100 p-1">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              aria-pressed={status === filter.value}
              onClick={() => {
                setStatus(filter.value);
                setPage(1);
              }}
              className={clsx(
                'rounded-md px-4 py-1.5 text-sm font-medium',
                status === filter.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {filter.label}
            </button>
          ))}
        </div>
        <div className="relative sm:w-72">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
          <Input
            type="search"
            aria-label="Search messages"
            placeholder="Search messages"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
        </div>
      </div>

      <div className="mt-6 space-y-4" aria-busy={messages.isFetching}>
        {messages.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading messages..." showLabel size="lg" />
          </div>
        ) : messages.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            Error fetching contact messages: {errorMessage(messages.error)}
          </p>
        ) : data && data.items.length > 0 ? (
          data.items.map((message) => <ContactMessageCard key={message.id} message={message} />)
        ) : (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white py-16 text-center">
            <Inbox aria-hidden className="h-10 w-10 text-slate-400" />
            <p className="mt-3 font-medium text-slate-900">
              {q ? 'No messages match your search.' : status === 'open' ? 'No open messages. All caught up!' : 'No messages yet.'}
            </p>
          </div>
        )}
      </div>

      {data && pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <p className="text-sm text-slate-600">
            Page {page} of {pages}
          </p>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
