import { BarChart3 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsight } from '../api/get-insights';
import { axisTick, ChartFigure, tooltipStyle } from './chart-figure';
import { formatCount } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Bar chart: how many deals sit in each funnel column (horizontal bars keep the stage names legible). */
export function BarChartWidget() {
  const query = useInsight('deals-by-stage');
  return (
    <InsightView
      query={query}
      isEmpty={(stages) => stages.every((stage) => stage.deals === 0)}
      empty={<WidgetEmpty icon={BarChart3}>No deals in the funnel yet. Deals per stage will be charted here.</WidgetEmpty>}
    >
      {(stages) => (
        <ChartFigure summary={`Deals per stage: ${stages.map((s) => `${s.title} ${s.deals}`).join(', ')}.`} header="Deals per stage">
          <BarChart
            responsive
            width="100%"
            height="100%"
            data={stages}
            layout="vertical"
            margin={{ top: 0, right: 24, bottom: 0, left: 0 }}
          >
            <CartesianGrid horizontal={false} stroke="#f1f5f9" />
            <XAxis type="number" allowDecimals={false} hide />
            <YAxis type="category" dataKey="title" tick={axisTick} tickLine={false} axisLine={false} width={92} interval={0} />
            <Tooltip
              contentStyle={tooltipStyle}
              cursor={{ fill: '#f8fafc' }}
              formatter={(value) => [formatCount(Number(value)), 'Deals']}
            />
            <Bar dataKey="deals" radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false}>
              {stages.map((stage) => (
                <Cell key={stage.stageId} fill={stage.color} />
              ))}
              <LabelList dataKey="deals" position="right" fontSize={11} fill="#475569" />
            </Bar>
          </BarChart>
        </ChartFigure>
      )}
    </InsightView>
  );
}
