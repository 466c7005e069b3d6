import { clsx } from 'clsx';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useOutbox } from '../api/outbox';
import { MailStatusBadge } from './mail-status-badge';
import { OutboxMailView } from './outbox-mail-view';

/** A mail's cell: in a row of the table, or one line of the mail's card below 640 px. */
const cell = 'px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5';

/** /crm/outbox (admins, docs/product/beyond-the-spec.md#e-mail-and-background-jobs): every mail Keel wrote, its delivery status and its body. */
export function OutboxPage() {
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const mails = outbox.data?.mails ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentTitle title="Outbox" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Outbox</h1>
      <p className="mt-2 text-slate-600">Every e-mail Keel has written, newest first.</p>
      {outbox.data && !outbox.data.deliveryEnabled ? (
        <p role="note" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          E-mail delivery is not configured (set <code>SMTP_URL</code> and <code>MAIL_FROM</code>): mails are kept here, unsent. Open one to
          read it and follow its links. A reset or confirmation link addressed to another admin stays hidden, and every look at such a link
          is recorded for its recipient.
        </p>
      ) : null}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div>
          {outbox.isPending ? (
            <Spinner label="Loading outbox..." showLabel />
          ) : outbox.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
              Error fetching the outbox: {errorMessage(outbox.error)}
            </p>
          ) : mails.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white py-16 text-center">
              <Mail aria-hidden className="h-10 w-10 text-slate-400" />
              <p className="mt-3 font-medium text-slate-900">No mails yet.</p>
            </div>
          ) : (
            <ScrollTable
              label="Mails"
              columns={['Recipient', 'Subject', 'Status', 'Written']}
              className="max-h-[40rem] rounded-lg border border-slate-200 bg-white"
              stackOnPhones
            >
              {mails.map((mail) => (
                <tr key={mail.id} className={clsx('max-sm:block max-sm:px-3 max-sm:py-2', openId === mail.id && 'bg-accent-50')}>
                  <td className={cell}>
                    <span className="sr-only sm:hidden">Recipient: </span>
                    <span className="[overflow-wrap:anywhere]">{mail.to}</span>
                  </td>
                  <td className={cell}>
                    <Button
                      variant="link"
                      className="h-auto p-0 text-left whitespace-normal"
                      aria-pressed={openId === mail.id}
                      onClick={() => setOpenId(mail.id)}
                    >
                      {mail.subject}
                    </Button>
                  </td>
                  <td className={cell}>
                    <MailStatusBadge status={mail.status} />
                  </td>
                  <td className={`${cell} whitespace-nowrap text-slate-600`}>{formatDateTime(mail.createdAt)}</td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          {openId ? <OutboxMailView id={openId} /> : <p className="text-slate-600">Choose a mail's subject to read it.</p>}
        </div>
      </div>
    </div>
  );
}
