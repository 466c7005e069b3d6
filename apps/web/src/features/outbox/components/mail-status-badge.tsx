import type { MailStatus } from '@keel/shared/outbox';
import { clsx } from 'clsx';

const LOOK: Record<MailStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  sent: { label: 'Sent', className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const look = LOOK[status];
  return <span className={clsx('inline-block rounded-full px-2 py-0.5 text-xs font-medium', look.className)}>{look.label}</span>;
}
