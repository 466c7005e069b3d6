import type { WidgetType } from '@keel/shared/dashboards';
import {
  BarChart3,
  BellRing,
  CalendarCheck,
  Filter,
  Gauge,
  Inbox,
  LineChart,
  type LucideIcon,
  NotebookPen,
  PieChart,
  Table2,
} from 'lucide-react';

/** How the Add Widget menu presents each of the ten types: icon and what it shows. */
export const WIDGET_CATALOG: Record<WidgetType, { icon: LucideIcon; description: string }> = {
  userRecordsTable: { icon: Table2, description: 'Newest contacts in a table' },
  activeForms: { icon: Inbox, description: 'Latest website inquiries' },
  meetingNotes: { icon: NotebookPen, description: 'Latest notes from deals' },
  nextContactTracker: { icon: CalendarCheck, description: 'Deals by next contact date' },
  barChart: { icon: BarChart3, description: 'Deals per stage' },
  pieChart: { icon: PieChart, description: 'Deal value per stage' },
  lineChart: { icon: LineChart, description: 'Contacts added per day' },
  funnelChart: { icon: Filter, description: 'Conversion through the funnel' },
  kpiTile: { icon: Gauge, description: 'Number of open deals' },
  remindersList: { icon: BellRing, description: 'My open tasks, overdue first' },
};
