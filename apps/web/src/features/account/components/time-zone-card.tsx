import type { SessionUser } from '@keel/shared/auth';
import { timeZoneLabel } from '@keel/shared/interview-time';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { useUpdateTimeZoneMutation } from '../api/update-time-zone';

interface TimeZoneCardProps {
  user: SessionUser;
  onSaved: (user: SessionUser) => void;
}

/**
 * 'Time Zone' (decision 0080): the zone my interview mails and my tasks' due times are read in.
 * Taken from the browser at the first sign-in; changed only here.
 */
export function TimeZoneCard({ user, onSaved }: TimeZoneCardProps) {
  const id = useId();
  const saved = user.timeZone ?? browserTimeZone();
  const [zone, setZone] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = useUpdateTimeZoneMutation(onSaved);
  const value = zone ?? saved;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const after = await save.mutateAsync({ time_zone: value });
      setZone(null);
      toast({ title: 'Time Zone Saved', description: `Times in your mails and your tasks' due times are read in ${after.timeZone}.` });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields?.time_zone ?? err.message) : errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Time Zone</CardTitle>
        <CardDescription>Interview invitations tell you the time here, and your tasks fall due at their time here.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <Field id={id} label="Your time zone" error={error} hint={timeZoneLabel(value)}>
            <TimeZoneSelect value={value} onChange={(e) => setZone(e.target.value)} />
          </Field>
          <div>
            <Button type="submit" disabled={save.isPending || value === user.timeZone}>
              {save.isPending ? 'Saving...' : 'Save Time Zone'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
