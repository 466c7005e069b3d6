import {
  KPI_METRICS,
  type KpiMetric,
  MONEY_KPI_METRICS,
  STAFFING_KPI_METRICS,
  type StaffingKpiMetric,
  type Widget,
} from '@keel/shared/dashboards';
import { useInsight } from '../api/get-insights';
import { formatCompactMoney, formatCount } from './insight-format';
import { StaffingKpiWidget } from './staffing-kpi-widget';
import { InsightView } from './widget-states';

const isKpiMetric = (value: unknown): value is KpiMetric => typeof value === 'string' && Object.hasOwn(KPI_METRICS, value);

/** KPI tile: one real figure from the CRM (open deals unless the config says otherwise), as the server computes it for every screen (decision 0060). */
export function KpiWidget({ widget }: { widget: Widget }) {
  const metric = isKpiMetric(widget.config.metric) ? widget.config.metric : 'openDeals';
  if ((STAFFING_KPI_METRICS as readonly KpiMetric[]).includes(metric)) return <StaffingKpiWidget metric={metric as StaffingKpiMetric} />;
  return <CrmKpiWidget metric={metric as Exclude<KpiMetric, StaffingKpiMetric>} />;
}

function CrmKpiWidget({ metric }: { metric: Exclude<KpiMetric, StaffingKpiMetric> }) {
  const query = useInsight('kpis');
  return (
    <InsightView query={query} isEmpty={() => false} empty={null}>
      {(kpis) => {
        const value = kpis[metric];
        const text = MONEY_KPI_METRICS.includes(metric) ? formatCompactMoney(value, kpis.currency) : formatCount(value);
        return (
          <div className="flex h-full flex-col justify-center">
            <p className="text-4xl font-bold tracking-tight text-brand-900 tabular-nums" data-testid="kpi-value">
              {text}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-600">{KPI_METRICS[metric]}</p>
            {metric === 'openDeals' ? (
              <p className="mt-0.5 text-xs text-slate-500">
                {value === 0
                  ? 'No deals in play yet.'
                  : `${formatCompactMoney(kpis.openPipelineValue, kpis.currency)} in the open pipeline`}
              </p>
            ) : null}
          </div>
        );
      }}
    </InsightView>
  );
}
