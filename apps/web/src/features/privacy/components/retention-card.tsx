import { DEFAULT_RETENTION_MONTHS, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@keel/shared/privacy';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRetention, useSetRetention } from '../api/privacy';

/** Team Management (admin): how long applicants who were not hired are kept before they are anonymised. */
export function RetentionCard() {
  const id = useId();
  const retention = useRetention();
  const save = useSetRetention();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = typed ?? String(retention.data?.months ?? DEFAULT_RETENTION_MONTHS);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await save.mutateAsync(Number(value));
      setTyped(null);
      toast({
        title: 'Retention Period Saved',
        description: `Applicants not hired are anonymised after ${saved.months} months without activity.`,
      });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields?.months ?? err.message) : errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Applicant Data Retention</CardTitle>
        <CardDescription>
          Applicants who were not hired are anonymised automatically once nothing has happened on their record for this long. The careers
          form tells candidates.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <Field id={id} label="Retention period (months)" error={error} className="w-48">
            <Input
              type="number"
              inputMode="numeric"
              min={RETENTION_MONTHS_MIN}
              max={RETENTION_MONTHS_MAX}
              step={1}
              value={value}
              disabled={retention.isPending}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={retention.isPending || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
