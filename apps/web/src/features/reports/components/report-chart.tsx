import type { ReportDefinition, ReportResult } from '@keel/shared/reports';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Funnel,
  FunnelChart,
  LabelList,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMeasure, groupLabel, measureLabel } from './report-format';

const COLORS = ['#2563eb', '#10b981', '#f59e0b', '#8b5cf6', '#ef4444', '#0ea5e9', '#14b8a6', '#f97316', '#6366f1', '#84cc16'];
const tick = { fontSize: 11, fill: '#475569' };
const tooltipStyle = { fontSize: 12, borderRadius: 8, borderColor: '#e2e8f0' };

/**
 * The report's chart (recharts, as the dashboards use). It is hidden from screen readers: the
 * table under it carries the same figures as text.
 */
export function ReportChart({
  definition,
  result,
  className = 'h-72',
}: {
  definition: ReportDefinition;
  result: ReportResult;
  className?: string;
}) {
  const measure = measureLabel(definition);
  if (definition.view === 'kpi') {
    return (
      <div className="flex flex-col items-center justify-center rounded-xl border border-slate-200 bg-white py-10" data-testid="report-kpi">
        <p className="text-sm font-medium text-slate-600">{measure}</p>
        <p className="mt-2 text-5xl font-bold text-slate-900">{formatMeasure(definition, result.total)}</p>
      </div>
    );
  }
  if (definition.view === 'table') return null;
  const data = result.rows.map((row, i) => ({
    name: groupLabel(definition, row.group),
    value: row.value,
    fill: COLORS[i % COLORS.length],
  }));
  const formatter = (value: unknown) => [formatMeasure(definition, Number(value)), measure] as [string, string];
  return (
    <div className={`${className} w-full min-w-0`} aria-hidden data-testid="report-chart">
      {definition.view === 'bar' ? (
        <BarChart
          accessibilityLayer={false}
          responsive
          width="100%"
          height="100%"
          data={data}
          margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="#f1f5f9" />
          <XAxis dataKey="name" tick={tick} tickLine={false} />
          <YAxis tick={tick} tickLine={false} axisLine={false} tickFormatter={(v: number) => formatMeasure(definition, v)} width={72} />
          <Tooltip contentStyle={tooltipStyle} formatter={formatter} cursor={{ fill: '#f8fafc' }} />
          <Bar dataKey="value" fill="#2563eb" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
        </BarChart>
      ) : definition.view === 'line' ? (
        <LineChart
          accessibilityLayer={false}
          responsive
          width="100%"
          height="100%"
          data={data}
          margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="#f1f5f9" />
          <XAxis dataKey="name" tick={tick} tickLine={false} />
          <YAxis tick={tick} tickLine={false} axisLine={false} tickFormatter={(v: number) => formatMeasure(definition, v)} width={72} />
          <Tooltip contentStyle={tooltipStyle} formatter={formatter} />
          <Line dataKey="value" stroke="#2563eb" strokeWidth={2} dot isAnimationActive={false} />
        </LineChart>
      ) : definition.view === 'pie' ? (
        <PieChart accessibilityLayer={false} responsive width="100%" height="100%">
          <Tooltip contentStyle={tooltipStyle} formatter={formatter} />
          <Pie data={data} dataKey="value" nameKey="name" outerRadius="80%" isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.name} fill={d.fill} />
            ))}
          </Pie>
        </PieChart>
      ) : (
        <FunnelChart accessibilityLayer={false} responsive width="100%" height="100%">
          <Tooltip contentStyle={tooltipStyle} formatter={formatter} />
          <Funnel data={data} dataKey="value" nameKey="name" isAnimationActive={false}>
            <LabelList position="right" dataKey="name" fill="#334155" stroke="none" fontSize={11} />
          </Funnel>
        </FunnelChart>
      )}
    </div>
  );
}
