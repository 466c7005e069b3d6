import { isWidgetType, type Widget } from '@keel/shared/dashboards';
import { showsReports, widgetReportSource } from '@keel/shared/widget-config';
import { HelpCircle } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ActiveFormsWidget } from './active-forms-widget';
import { ConfiguredRecordsTable } from './configured-records-table';
import { KpiWidget } from './kpi-widget';
import { MeetingNotesWidget } from './meeting-notes-widget';
import { NextContactWidget } from './next-contact-widget';
import { RecordsTableWidget } from './records-table-widget';
import { RemindersWidget } from './reminders-widget';
import { ReportWidget } from './report-widget';
import { WidgetLoading } from './widget-states';

// Charts (and the charting library) load only when a dashboard shows one.
const BarChartWidget = lazy(() => import('./bar-chart-widget').then((m) => ({ default: m.BarChartWidget })));
const PieChartWidget = lazy(() => import('./pie-chart-widget').then((m) => ({ default: m.PieChartWidget })));
const LineChartWidget = lazy(() => import('./line-chart-widget').then((m) => ({ default: m.LineChartWidget })));
const FunnelChartWidget = lazy(() => import('./funnel-chart-widget').then((m) => ({ default: m.FunnelChartWidget })));

const chart = (element: ReactNode) => <Suspense fallback={<WidgetLoading />}>{element}</Suspense>;

/**
 * The content of a widget by its type; a type we do not know says so (docs/product/dashboards.md#widgets). A chart or KPI
 * tile configured with a report shows the report; a records table given columns or filters shows those.
 */
export function WidgetBody({ dashboardId, widget, editMode = false }: { dashboardId: string; widget: Widget; editMode?: boolean }) {
  if (!isWidgetType(widget.type)) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
        <HelpCircle aria-hidden className="h-5 w-5 text-slate-400" />
        <p className="text-sm font-medium text-slate-700">Unknown widget type</p>
        <p className="font-mono text-xs text-slate-500">{widget.type}</p>
      </div>
    );
  }
  if (showsReports(widget.type) && widgetReportSource(widget.config))
    return chart(<ReportWidget dashboardId={dashboardId} widget={widget} />);
  switch (widget.type) {
    case 'userRecordsTable':
      return widget.config.columns || widget.config.filters ? (
        <ConfiguredRecordsTable dashboardId={dashboardId} widget={widget} />
      ) : (
        <RecordsTableWidget widget={widget} showConfig={editMode} />
      );
    case 'activeForms':
      return <ActiveFormsWidget widget={widget} />;
    case 'meetingNotes':
      return <MeetingNotesWidget widget={widget} />;
    case 'nextContactTracker':
      return <NextContactWidget widget={widget} />;
    case 'barChart':
      return chart(<BarChartWidget />);
    case 'pieChart':
      return chart(<PieChartWidget />);
    case 'lineChart':
      return chart(<LineChartWidget widget={widget} />);
    case 'funnelChart':
      return chart(<FunnelChartWidget />);
    case 'kpiTile':
      return <KpiWidget widget={widget} />;
    case 'remindersList':
      return <RemindersWidget widget={widget} />;
  }
}
