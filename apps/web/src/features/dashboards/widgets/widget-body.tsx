import { isWidgetType, type Widget } from '@keel/shared/dashboards';
import { HelpCircle } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ActiveFormsWidget } from './active-forms-widget';
import { KpiWidget } from './kpi-widget';
import { MeetingNotesWidget } from './meeting-notes-widget';
import { NextContactWidget } from './next-contact-widget';
import { RecordsTableWidget } from './records-table-widget';
import { RemindersWidget } from './reminders-widget';
import { WidgetLoading } from './widget-states';

// Charts (and the charting library) load only when a dashboard shows one.
const BarChartWidget = lazy(() => import('./bar-chart-widget').then((m) => ({ default: m.BarChartWidget })));
const PieChartWidget = lazy(() => import('./pie-chart-widget').then((m) => ({ default: m.PieChartWidget })));
const LineChartWidget = lazy(() => import('./line-chart-widget').then((m) => ({ default: m.LineChartWidget })));
const FunnelChartWidget = lazy(() => import('./funnel-chart-widget').then((m) => ({ default: m.FunnelChartWidget })));

const chart = (element: ReactNode) => <Suspense fallback={<WidgetLoading />}>{element}</Suspense>;

/** The content of a widget by its type; a type we do not know says so (SPEC §2). */
export function WidgetBody({ widget }: { widget: Widget }) {
  if (!isWidgetType(widget.type)) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
        <HelpCircle aria-hidden className="h-5 w-5 text-slate-400" />
        <p className="text-sm font-medium text-slate-700">Unknown widget type</p>
        <p className="font-mono text-xs text-slate-500">{widget.type}</p>
      </div>
    );
  }
  switch (widget.type) {
    case 'userRecordsTable':
      return <RecordsTableWidget widget={widget} />;
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
