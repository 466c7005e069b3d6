import type { OutboxMail } from '@keel/shared/outbox';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useOutboxMail, useRetryMail } from '../api/outbox';
import { MailStatusBadge } from './mail-status-badge';

/** One mail as its recipient sees it: the links (clickable here), the rendered HTML and the plain text. */
export function OutboxMailView({ id }: { id: string }) {
  const mail = useOutboxMail(id);
  if (mail.isPending) return <Spinner label="Loading mail..." showLabel />;
  if (mail.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {errorMessage(mail.error)}
      </p>
    );
  return <MailDetails mail={mail.data} />;
}

function MailDetails({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail();
  const onRetry = async () => {
    try {
      await retry.mutateAsync(mail.id);
      toast({ title: 'Mail Queued', description: `The mail to ${mail.to} will be delivered again.` });
    } catch (error) {
      toast({ title: 'Retry Failed', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <article aria-labelledby="outbox-mail-subject" className="space-y-4">
      <header>
        <h2 id="outbox-mail-subject" className="text-xl font-semibold text-slate-900">
          {mail.subject}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
          <dt className="font-medium">To</dt>
          <dd>{mail.to}</dd>
          <dt className="font-medium">Status</dt>
          <dd>
            <MailStatusBadge status={mail.status} />{' '}
            {mail.attempts ? `after ${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}` : ''}
          </dd>
          <dt className="font-medium">Written</dt>
          <dd>{formatDateTime(mail.createdAt)}</dd>
          {mail.sentAt ? (
            <>
              <dt className="font-medium">Delivered</dt>
              <dd>{formatDateTime(mail.sentAt)}</dd>
            </>
          ) : null}
          {mail.lastError ? (
            <>
              <dt className="font-medium">Last error</dt>
              <dd className="text-red-800">{mail.lastError}</dd>
            </>
          ) : null}
        </dl>
        {mail.status === 'failed' ? (
          <Button className="mt-3" onClick={() => void onRetry()} disabled={retry.isPending}>
            {retry.isPending ? 'Retrying...' : 'Retry Delivery'}
          </Button>
        ) : null}
      </header>
      {mail.secretHidden ? (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          This mail holds a one-time link for its recipient only: its links are hidden here.
        </p>
      ) : null}
      {mail.links.length ? (
        <section aria-labelledby="outbox-mail-links">
          <h3 id="outbox-mail-links" className="font-semibold text-slate-900">
            Links in this mail
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {mail.links.map((link) => (
              <li key={link}>
                <a href={link} className="break-all text-accent-700 underline underline-offset-4">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {mail.attachments.length ? (
        <section aria-labelledby="outbox-mail-attachments">
          <h3 id="outbox-mail-attachments" className="font-semibold text-slate-900">
            Attachments
          </h3>
          <ul className="mt-1 space-y-2 text-sm">
            {mail.attachments.map((file) => (
              <li key={file.filename}>
                <a
                  href={`data:${file.contentType},${encodeURIComponent(file.content)}`}
                  download={file.filename}
                  className="text-accent-700 underline underline-offset-4"
                >
                  {file.filename}
                </a>
                <details className="mt-1">
                  <summary className="cursor-pointer text-slate-700">Show {file.filename}</summary>
                  <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800">{file.content}</pre>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="outbox-mail-html">
        <h3 id="outbox-mail-html" className="font-semibold text-slate-900">
          As the recipient sees it
        </h3>
        {/* No scripts in a mail: the sandbox allows only its links, which open in a new tab. */}
        <iframe
          title={`Mail: ${mail.subject}`}
          srcDoc={mail.html.replace('<head>', '<head><base target="_blank">')}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          className="mt-2 h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      </section>
      <details>
        <summary className="cursor-pointer font-semibold text-slate-900">Plain-text version</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-800">{mail.text}</pre>
      </details>
    </article>
  );
}
