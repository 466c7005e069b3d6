import { Filter } from 'lucide-react';
import { Funnel, FunnelChart, LabelList, Tooltip } from 'recharts';
import { useInsight } from '../api/get-insights';
import { ChartFigure, tooltipStyle } from './chart-figure';
import { formatCount } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Funnel chart: how many deals reached each column, and what share of all deals that is. */
export function FunnelChartWidget() {
  const query = useInsight('funnel');
  return (
    <InsightView
      query={query}
      isEmpty={(funnel) => funnel.total === 0}
      empty={<WidgetEmpty icon={Filter}>No deals in the funnel yet. Conversion from stage to stage will show here.</WidgetEmpty>}
    >
      {(funnel) => {
        const data = funnel.steps.map((step) => ({ ...step, fill: step.color, percent: `${step.conversion}%` }));
        return (
          <ChartFigure
            summary={`Funnel conversion: ${funnel.steps.map((s) => `${s.title} ${s.reached} (${s.conversion}%)`).join(', ')}; ${funnel.lost} lost.`}
            header={`${formatCount(funnel.total)} deals · ${formatCount(funnel.lost)} lost`}
          >
            <div className="@container flex h-full gap-3">
              <div className="min-w-0 flex-1">
                <FunnelChart responsive width="100%" height="100%" margin={{ top: 2, right: 0, bottom: 2, left: 0 }}>
                  <Tooltip
                    contentStyle={tooltipStyle}
                    formatter={(value, _name, item) => [
                      `${formatCount(Number(value))} (${(item.payload as { percent: string }).percent})`,
                      'Reached',
                    ]}
                  />
                  <Funnel dataKey="reached" nameKey="title" data={data} isAnimationActive={false} lastShapeType="rectangle">
                    <LabelList dataKey="percent" position="center" fill="#fff" stroke="none" fontSize={11} fontWeight={600} />
                  </Funnel>
                </FunnelChart>
              </div>
              <ul className="hidden shrink-0 flex-col justify-around text-xs @[16rem]:flex">
                {data.map((step) => (
                  <li key={step.stageId} className="flex items-center gap-1.5">
                    <span className="h-2.5 w-2.5 rounded-full" style={{ background: step.color }} />
                    <span className="text-slate-600">{step.title}</span>
                    <span className="font-semibold text-slate-900 tabular-nums">{formatCount(step.reached)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </ChartFigure>
        );
      }}
    </InsightView>
  );
}
