import type { ForecastSettings } from '@keel/shared/staffing-forecast';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useForecastSettings, useSaveForecastSettings } from '../api/forecast';

const DEFAULT_STAGE = '';

function SettingsFields({ settings }: { settings: ForecastSettings }) {
  const stageId = useId();
  const weeksId = useId();
  const [stage, setStage] = useState(settings.clock_stage_id ?? DEFAULT_STAGE);
  const [weeks, setWeeks] = useState(String(settings.gap_weeks_ahead));
  const save = useSaveForecastSettings();
  const options = [
    { value: DEFAULT_STAGE, label: 'The first won stage (default)' },
    ...settings.stages.map((s) => ({ value: s.id, label: s.title })),
  ];
  return (
    <form
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { clock_stage_id: stage || null, gap_weeks_ahead: Number(weeks) },
          {
            onSuccess: () => toast({ title: 'Settings Saved', description: 'The staffing clock and gap notices follow the new settings.' }),
            onError: (error) => toast({ title: 'Error saving settings', description: errorMessage(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <div>
        <label htmlFor={stageId} className="mb-1 block text-sm font-medium text-slate-700">
          Time-to-staff clock starts when a deal enters
        </label>
        <Select id={stageId} value={stage} onChange={(e) => setStage(e.target.value)} options={options} />
      </div>
      <div>
        <label htmlFor={weeksId} className="mb-1 block text-sm font-medium text-slate-700">
          Gap notices look ahead (weeks)
        </label>
        <Input id={weeksId} type="number" min={1} max={26} step={1} required value={weeks} onChange={(e) => setWeeks(e.target.value)} />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}

/** Admins only (decision 0098): where the time-to-staff clock starts and how far ahead gaps are notified. */
export function ForecastSettingsForm() {
  const settings = useForecastSettings(true);
  return (
    <section aria-labelledby="forecast-settings-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="forecast-settings-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Staffing settings
      </h2>
      {settings.error ? <p role="alert">Could not load the settings: {errorMessage(settings.error)}</p> : null}
      {settings.data ? <SettingsFields settings={settings.data} /> : null}
    </section>
  );
}
