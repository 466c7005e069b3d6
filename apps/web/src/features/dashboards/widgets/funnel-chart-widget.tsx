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
        const data = funnel.steps.map((step) => ({ ...step, fill: step.color, label: `${step.title} · ${step.conversion}%` }));
        return (
          <ChartFigure
            summary={`Funnel conversion: ${funnel.steps.map((s) => `${s.title} ${s.reached} (${s.conversion}%)`).join(', ')}; ${funnel.lost} lost.`}
            header={`${formatCount(funnel.total)} deals · ${formatCount(funnel.lost)} lost`}
          >
            <FunnelChart responsive width="100%" height="100%" margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
              <Tooltip contentStyle={tooltipStyle} formatter={(value) => [formatCount(Number(value)), 'Reached']} />
              <Funnel dataKey="reached" nameKey="title" data={data} isAnimationActive={false} lastShapeType="rectangle">
                <LabelList dataKey="label" position="center" fill="#fff" stroke="none" fontSize={11} fontWeight={600} />
              </Funnel>
            </FunnelChart>
          </ChartFigure>
        );
      }}
    </InsightView>
  );
}
