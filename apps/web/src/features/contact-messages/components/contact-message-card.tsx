import type { ContactMessage } from '@keel/shared/contact-messages';
import { clsx } from 'clsx';
import { CircleCheck, Mail, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useMarkContactMessage } from '../api/mark-contact-message';

/** One message from the contact-us form, with its handled state and the action to change it. */
export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const mark = useMarkContactMessage();
  const handled = message.handledAt !== null;
  const toggle = () =>
    mark.mutate(
      { id: message.id, handled: !handled },
      {
        onSuccess: () =>
          toast({
            title: handled ? 'Message Reopened' : 'Message Handled',
            description: `"${message.subject}" is now ${handled ? 'open' : 'handled'}.`,
          }),
        onError: (error) => toast({ title: 'Error updating message', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <article
      aria-labelledby={`message-${message.id}`}
      className={clsx('rounded-xl border bg-white p-5 shadow-sm', handled ? 'border-slate-200' : 'border-accent-300')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`message-${message.id}`} className="text-lg font-semibold break-words text-slate-900">
            {message.subject}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1 text-accent-700 hover:underline">
              <Mail aria-hidden className="h-3.5 w-3.5" />
              {message.email}
            </a>{' '}
            · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </div>
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            handled ? 'bg-slate-100 text-slate-700' : 'bg-accent-50 text-accent-800',
          )}
        >
          {handled ? 'Handled' : 'Open'}
        </span>
      </div>
      <p className="mt-4 text-slate-700 break-words whitespace-pre-wrap">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-500">
          {handled && message.handledAt
            ? `Handled by ${message.handledBy ?? 'a former team member'} on ${formatDateTime(message.handledAt)}`
            : 'Waiting for a reply'}
        </p>
        <Button variant={handled ? 'outline' : 'primary'} size="sm" onClick={toggle} disabled={mark.isPending}>
          {handled ? <RotateCcw aria-hidden className="h-4 w-4" /> : <CircleCheck aria-hidden className="h-4 w-4" />}
          {handled ? 'Reopen' : 'Mark as handled'}
          <span className="sr-only">: {message.subject}</span>
        </Button>
      </div>
    </article>
  );
}
