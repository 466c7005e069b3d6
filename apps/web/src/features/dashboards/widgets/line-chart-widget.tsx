import type { Widget } from '@keel/shared/dashboards';
import { TREND_WEEKS_DEFAULT, TREND_WEEKS_MAX } from '@keel/shared/insights';
import { LineChart as LineIcon } from 'lucide-react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsight } from '../api/get-insights';
import { axisTick, ChartFigure, tooltipStyle } from './chart-figure';
import { configNumber, formatCount, formatDay } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Line chart: contacts added per day over the last weeks. */
export function LineChartWidget({ widget }: { widget: Widget }) {
  const weeks = configNumber(widget.config.weeks, TREND_WEEKS_DEFAULT, TREND_WEEKS_MAX);
  const query = useInsight('contacts-trend', { weeks });
  const span = weeks === 1 ? 'week' : `${weeks} weeks`;
  return (
    <InsightView
      query={query}
      isEmpty={(trend) => trend.total === 0}
      empty={<WidgetEmpty icon={LineIcon}>No contacts added in the last {span}. New contacts per day will be charted here.</WidgetEmpty>}
    >
      {(trend) => (
        <ChartFigure
          summary={`${trend.total} contacts added in the last ${span}, from ${formatDay(trend.days[0].date)} to ${formatDay(trend.days.at(-1)!.date)}.`}
          header={`${formatCount(trend.total)} contacts added in the last ${span}`}
        >
          <LineChart responsive width="100%" height="100%" data={trend.days} margin={{ top: 8, right: 12, bottom: 0, left: -20 }}>
            <CartesianGrid vertical={false} stroke="#f1f5f9" />
            <XAxis dataKey="date" tickFormatter={formatDay} tick={axisTick} tickLine={false} axisLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
            <Tooltip
              contentStyle={tooltipStyle}
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(value) => [formatCount(Number(value)), 'Contacts']}
            />
            <Line
              type="monotone"
              dataKey="count"
              stroke="#0d9488"
              strokeWidth={2}
              dot={false}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ChartFigure>
      )}
    </InsightView>
  );
}
