import { FIRM_TIME_ZONE, timeZoneLabel } from '@keel/shared/interview-time';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useOfficeTimeZone, useSetOfficeTimeZone } from '../api/office-time-zone';

/** Team Management (admin, decision 0080): the office's time zone, a new interview's zone when the candidate's is not known. */
export function OfficeTimeZoneCard() {
  const id = useId();
  const office = useOfficeTimeZone();
  const save = useSetOfficeTimeZone();
  const [zone, setZone] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const stored = office.data?.time_zone ?? FIRM_TIME_ZONE;
  const value = zone ?? stored;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await save.mutateAsync(value);
      setZone(null);
      toast({
        title: 'Office Time Zone Saved',
        description: `New interviews are scheduled in ${saved.time_zone} unless the candidate's zone is known.`,
      });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields?.time_zone ?? err.message) : errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Office Time Zone</CardTitle>
        <CardDescription>
          The interview dialog reads times in the candidate&apos;s time zone when it is known, and in the office&apos;s otherwise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <Field id={id} label="Office time zone" error={error} hint={timeZoneLabel(value)} className="w-full sm:w-80">
            <TimeZoneSelect value={value} disabled={office.isPending} onChange={(e) => setZone(e.target.value)} />
          </Field>
          <Button type="submit" disabled={office.isPending || save.isPending || value === stored}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
