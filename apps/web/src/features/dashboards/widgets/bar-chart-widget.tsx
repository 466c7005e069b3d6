import { BarChart3 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsight } from '../api/get-insights';
import { axisTick, ChartFigure, tooltipStyle } from './chart-figure';
import { formatCount } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Bar chart: how many deals sit in each funnel column. */
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
          <BarChart responsive width="100%" height="100%" data={stages} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid vertical={false} stroke="#f1f5f9" />
            <XAxis dataKey="title" tick={axisTick} tickLine={false} axisLine={false} interval={0} />
            <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
            <Tooltip contentStyle={tooltipStyle} cursor={{ fill: '#f8fafc' }} formatter={(value) => [formatCount(Number(value)), 'Deals']} />
            <Bar dataKey="deals" radius={[4, 4, 0, 0]} maxBarSize={48}>
              {stages.map((stage) => (
                <Cell key={stage.stageId} fill={stage.color} />
              ))}
            </Bar>
          </BarChart>
        </ChartFigure>
      )}
    </InsightView>
  );
}
