import type { StaffingKpiMetric } from '@keel/shared/dashboards';
import type { StaffingFigures } from '@keel/shared/staffing-forecast';
import { Users } from 'lucide-react';
import { useStaffingFigures } from '../api/get-staffing-figures';
import { formatCompactMoney } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

function Figure({ value, label, detail }: { value: string; label: string; detail?: string }) {
  return (
    <div className="flex h-full flex-col justify-center">
      <p className="text-4xl font-bold tracking-tight text-brand-900 tabular-nums" data-testid="kpi-value">
        {value}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-600">{label}</p>
      {detail ? <p className="mt-0.5 text-xs text-slate-500">{detail}</p> : null}
    </div>
  );
}

function StaffingFigure({ metric, figures }: { metric: StaffingKpiMetric; figures: StaffingFigures }) {
  if (metric === 'medianDaysToStaff') {
    if (figures.median_days_by_skill.length === 0) return <WidgetEmpty icon={Users}>No demand has been staffed yet.</WidgetEmpty>;
    const top = [...figures.median_days_by_skill].sort((a, b) => b.demands - a.demands).slice(0, 4);
    return (
      <div className="flex h-full flex-col justify-center">
        <p className="mb-1 text-sm font-medium text-slate-600">Median days to staff</p>
        <ul className="space-y-0.5 text-sm">
          {top.map((m) => (
            <li key={m.skill_id} className="flex justify-between gap-2">
              <span className="text-slate-800">{m.skill_name}</span>
              <span className="font-semibold text-brand-900 tabular-nums">{m.median_days} days</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (metric === 'staffedFrom') {
    const shares = figures.staffed_shares;
    if (!shares) return <WidgetEmpty icon={Users}>No demand has been staffed yet.</WidgetEmpty>;
    const { bench, new_hire, contractor } = figures.staffed_by;
    return (
      <Figure
        value={`${shares.bench}%`}
        label="Staffed from the bench"
        detail={`New hires ${shares.new_hire}% · contractors ${shares.contractor}% (${bench + new_hire + contractor} staffed demands)`}
      />
    );
  }
  const risk = figures.revenue_at_risk;
  if (!risk) return <WidgetEmpty icon={Users}>Only admins and sales reps see revenue at risk.</WidgetEmpty>;
  if (risk.amounts.length === 0)
    return <Figure value="0" label="Revenue at risk (30 days)" detail={`${risk.unpriced_days} unstaffed days without a target rate`} />;
  return (
    <Figure
      value={risk.amounts.map((a) => formatCompactMoney(a.amount, a.currency)).join(' + ')}
      label="Revenue at risk (30 days)"
      detail={`${risk.unstaffed_days} unstaffed days on won deals`}
    />
  );
}

/** A KPI tile of the staffing figures (decision 0098): the same answer the Capacity Forecast page shows. */
export function StaffingKpiWidget({ metric }: { metric: StaffingKpiMetric }) {
  const query = useStaffingFigures();
  return (
    <InsightView query={query} isEmpty={() => false} empty={null}>
      {(figures) => <StaffingFigure metric={metric} figures={figures} />}
    </InsightView>
  );
}
