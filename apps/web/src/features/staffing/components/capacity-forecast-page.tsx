import { FORECAST_DEFAULT_WEEKS } from '@keel/shared/staffing-forecast';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageShell } from '../../../components/page-shell';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useCapacityForecast, useStaffingFigures } from '../api/forecast';
import { CapacityHeatmap } from './capacity-heatmap';
import { ForecastSettingsForm } from './forecast-settings-form';
import { StaffingFiguresPanel } from './staffing-figures';

const WEEK_CHOICES = [4, 8, 12, 26].map((n) => ({ value: String(n), label: `Next ${n} weeks` }));

/**
 * /crm/staffing-forecast (decision 0098): every member sees the weekly demand and supply per skill
 * and the time-to-staff figures; revenue at risk shows only when the server sends it (admins and
 * sales reps). Every number comes from the two API answers; the page computes none. Admins also
 * set where the time-to-staff clock starts and how far ahead gaps are notified.
 */
export function CapacityForecastPage({ isAdmin }: { isAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const weeksId = useId();
  const chosen = WEEK_CHOICES.find((c) => c.value === params.get('weeks'));
  const weeks = chosen ? Number(chosen.value) : FORECAST_DEFAULT_WEEKS;
  const forecast = useCapacityForecast(weeks);
  const figures = useStaffingFigures();
  return (
    <PageShell
      title="Capacity Forecast"
      description="Weekly demand per skill against the consultants free to meet it, and how long staffing takes."
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={weeksId} className="text-sm font-medium text-slate-700">
            Weeks shown
          </label>
          <Select
            id={weeksId}
            value={String(weeks)}
            onChange={(e) => setParams({ weeks: e.target.value }, { replace: true })}
            options={WEEK_CHOICES}
          />
        </div>
      }
    >
      <section aria-labelledby="forecast-heading" className="mb-8">
        <h2 id="forecast-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Demand and supply by week
        </h2>
        {forecast.error ? <PageLoadError title="Capacity forecast" record="forecast" error={forecast.error} /> : null}
        {forecast.isPending ? <Spinner label="Loading the forecast..." /> : null}
        {forecast.data ? (
          <>
            <CapacityHeatmap forecast={forecast.data} />
            <p className="mt-2 text-sm text-slate-600">
              Free means consultants not allocated or away, and candidates who accepted an offer from the day they start. Admins and
              recruiters are notified of a gap in the next {forecast.data.gap_weeks_ahead} weeks, once per skill and week.
            </p>
          </>
        ) : null}
      </section>
      {figures.error ? <PageLoadError title="Staffing figures" record="staffing figures" error={figures.error} /> : null}
      {figures.data ? <StaffingFiguresPanel figures={figures.data} /> : null}
      {isAdmin ? <ForecastSettingsForm /> : null}
    </PageShell>
  );
}
