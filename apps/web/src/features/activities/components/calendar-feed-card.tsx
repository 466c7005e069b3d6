import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCalendarFeed, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } from '../api/calendar-feed';

/** Account Settings: the private calendar subscription of my tasks and meetings. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeedMutation();
  const revoke = useRevokeCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const enabled = feed.data?.enabled ?? false;

  async function make() {
    try {
      setUrl((await create.mutateAsync()).url);
      toast({ title: enabled ? 'New Calendar URL' : 'Calendar Feed On', description: 'Copy the URL now: it is not shown again.' });
    } catch (error) {
      toast({ title: 'Calendar Feed Not Changed', description: errorMessage(error), variant: 'destructive' });
    }
  }
  async function turnOff() {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast({ title: 'Calendar Feed Off', description: 'Its URL no longer works.' });
    } catch (error) {
      toast({ title: 'Calendar Feed Not Changed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar Feed</CardTitle>
        <CardDescription>
          Subscribe in Google Calendar or Outlook to see your open tasks with due dates and the meetings you logged. Anyone with the URL can
          read it: keep it private.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">
          {enabled && feed.data?.createdAt ? `On since ${formatDateTime(feed.data.createdAt)}.` : 'Off.'}
        </p>
        {url ? (
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
            <label htmlFor="calendar-feed-url" className="font-medium text-slate-900">
              Your calendar URL (shown once)
            </label>
            <input
              id="calendar-feed-url"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
              className="mt-2 w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs"
            />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void make()} disabled={create.isPending || feed.isPending}>
            {enabled ? 'Make a New URL' : 'Turn On Calendar Feed'}
          </Button>
          {enabled ? (
            <Button variant="outline" onClick={() => void turnOff()} disabled={revoke.isPending}>
              Turn off
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
