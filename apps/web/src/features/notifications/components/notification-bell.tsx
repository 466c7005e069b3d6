import { type Notification, notificationPath } from '@keel/shared/notifications';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCount } from '../api/notifications';

/** The bell's accessible name: how many are unread. */
export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
}

/**
 * The bell in the workspace top bar (decision 0031): the unread count (live: the server's
 * 'notifications' event refetches it), and a list of my notifications, each linking to its record.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useUnreadCount();
  const unread = count.data?.unread ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-900"
      >
        <Bell aria-hidden className="h-5 w-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,80vh)] w-[min(24rem,calc(100vw-1rem))] animate-menu-in flex-col rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          <NotificationList unread={unread} onOpenRecord={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationList({ unread, onOpenRecord }: { unread: number; onOpenRecord: () => void }) {
  const list = useNotifications(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        <button
          type="button"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          className="rounded-md px-2 py-1 text-xs font-medium text-accent-700 hover:bg-slate-100 disabled:text-slate-400"
        >
          Mark all read
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto">
        {list.isPending ? <p className="px-4 py-6 text-sm text-slate-600">Loading…</p> : null}
        {list.isError ? (
          <p role="alert" className="px-4 py-6 text-sm text-red-700">
            Could not load your notifications.
          </p>
        ) : null}
        {list.isSuccess && items.length === 0 ? <p className="px-4 py-6 text-sm text-slate-600">No notifications yet.</p> : null}
        {items.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={() => {
                  if (!n.readAt) markRead.mutate(n.id);
                  onOpenRecord();
                }}
              />
            ))}
          </ul>
        ) : null}
        {list.hasNextPage ? (
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className="w-full px-4 py-2.5 text-sm font-medium text-accent-700 hover:bg-slate-50"
          >
            Show older
          </button>
        ) : null}
      </div>
    </>
  );
}

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={notificationPath(n.record, n.activity)}
        onClick={onOpen}
        className={`block px-4 py-3 text-sm hover:bg-slate-50 ${n.readAt ? 'text-slate-600' : 'bg-accent-50/40 text-slate-900'}`}
      >
        <span className="flex items-start gap-2">
          {n.readAt ? null : <span aria-hidden className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-600" />}
          <span className="min-w-0 break-words">
            {n.text}
            {n.readAt ? null : <span className="sr-only"> (unread)</span>}
            <span className="mt-0.5 block text-xs text-slate-500">{formatDateTime(n.createdAt)}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
