import { PieChart as PieIcon } from 'lucide-react';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { useInsight } from '../api/get-insights';
import { ChartFigure, tooltipStyle } from './chart-figure';
import { formatCompactMoney, formatMoney } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Pie chart: deal value per funnel column. */
export function PieChartWidget() {
  const query = useInsight('deals-by-stage');
  return (
    <InsightView
      query={query}
      isEmpty={(stages) => stages.every((stage) => stage.value === 0)}
      empty={<WidgetEmpty icon={PieIcon}>No deal values yet. Once deals carry a value, their share per stage shows here.</WidgetEmpty>}
    >
      {(stages) => {
        const slices = stages.filter((stage) => stage.value > 0);
        const total = slices.reduce((sum, stage) => sum + stage.value, 0);
        return (
          <ChartFigure
            summary={`Deal value per stage: ${slices.map((s) => `${s.title} ${formatMoney(s.value)}`).join(', ')}.`}
            header={`Deal value per stage · ${formatCompactMoney(total)} in total`}
          >
            <PieChart responsive width="100%" height="100%">
              <Pie
                data={slices}
                dataKey="value"
                nameKey="title"
                innerRadius="45%"
                outerRadius="80%"
                paddingAngle={2}
                stroke="none"
                isAnimationActive={false}
              >
                {slices.map((stage) => (
                  <Cell key={stage.stageId} fill={stage.color} />
                ))}
              </Pie>
              <Tooltip contentStyle={tooltipStyle} formatter={(value) => formatMoney(Number(value))} />
              <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 11 }} />
            </PieChart>
          </ChartFigure>
        );
      }}
    </InsightView>
  );
}
