import { z } from 'zod';

// ---- grid constants (docs/product/dashboards.md#grid) -----------------------------------------------------------------

/** Breakpoints (container width in px) and columns per breakpoint, exactly as docs/product/dashboards.md#grid gives them. */
export const GRID_BREAKPOINTS = { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 } as const;
export const GRID_COLS = { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 } as const;
export type GridBreakpoint = keyof typeof GRID_BREAKPOINTS;
/** The stored layout is the large-screen one: 12 columns. */
export const GRID_COLUMNS = GRID_COLS.lg;
export const GRID_ROW_HEIGHT = 100;
export const GRID_MARGIN: readonly [number, number] = [10, 10];
export const GRID_COMPACT_TYPE = 'vertical';
/** New widgets are 3 wide and 2 high (docs/product/dashboards.md#widgets, docs/product/dashboards.md#grid). */
export const NEW_WIDGET_SIZE = { w: 3, h: 2 } as const;

/** Our own bounds, so a stored layout stays sane. */
export const MAX_WIDGET_HEIGHT = 12;
export const MAX_LAYOUT_ROW = 1000;
export const MAX_WIDGETS_PER_DASHBOARD = 40;
export const MAX_NAME_LENGTH = 100;
export const MAX_WIDGET_CONFIG_BYTES = 4000;

// ---- messages (docs/product/validation.md#dashboard-names-and-widget-titles, docs/product/texts-and-constants.md#dashboard) -------------------------------------------------------------------

export const DASHBOARD_NAME_REQUIRED = 'Dashboard name cannot be empty.';
export const WIDGET_TITLE_REQUIRED = 'Widget title cannot be empty.';
export const DEFAULT_DASHBOARD_NAME = 'My Default Dashboard';

// ---- widget types -----------------------------------------------------------------------------

/** The ten widget types of docs/product/dashboards.md#widgets, with their display names. */
export const WIDGET_TYPE_NAMES = {
  userRecordsTable: 'User Records Table',
  activeForms: 'Active Forms',
  meetingNotes: 'Meeting Notes',
  nextContactTracker: 'Next Contact Tracker',
  barChart: 'Bar Chart',
  pieChart: 'Pie Chart',
  lineChart: 'Line Chart',
  funnelChart: 'Funnel Chart',
  kpiTile: 'KPI Tile',
  remindersList: 'Reminders List',
} as const;
export type WidgetType = keyof typeof WIDGET_TYPE_NAMES;
export const WIDGET_TYPES = Object.keys(WIDGET_TYPE_NAMES) as [WidgetType, ...WidgetType[]];
export const WidgetType = z.enum(WIDGET_TYPES);

export function isWidgetType(type: string): type is WidgetType {
  return Object.hasOwn(WIDGET_TYPE_NAMES, type);
}

/** 'New {Type Name}' (docs/product/dashboards.md#widgets). */
export const newWidgetTitle = (type: WidgetType) => `New ${WIDGET_TYPE_NAMES[type]}`;

/** KPI tile metrics the server can count (the deal figures of decision 0060, and record counts). */
export const KPI_METRICS = {
  openDeals: 'Open deals',
  openPipelineValue: 'Open pipeline value',
  weightedPipelineValue: 'Weighted pipeline value',
  wonDeals: 'Won deals',
  wonValue: 'Won deal value',
  lostDeals: 'Lost deals',
  lostValue: 'Lost deal value',
  contacts: 'Contacts',
  companies: 'Companies',
  inquiries: 'Inquiries',
  // Staffing (decision 0098): read from GET /api/staffing/figures, as the Capacity Forecast shows them.
  medianDaysToStaff: 'Median days to staff, by skill',
  staffedFrom: 'Staffed from the bench',
  revenueAtRisk: 'Revenue at risk (30 days)',
} as const;
export type KpiMetric = keyof typeof KPI_METRICS;
/** KPI metrics of the staffing figures (decision 0098) rather than of the funnel and record counts. */
export const STAFFING_KPI_METRICS = ['medianDaysToStaff', 'staffedFrom', 'revenueAtRisk'] as const satisfies readonly KpiMetric[];
export type StaffingKpiMetric = (typeof STAFFING_KPI_METRICS)[number];
/** KPI metrics that are money (in CURRENCY); the others are counts. */
export const MONEY_KPI_METRICS: readonly KpiMetric[] = ['openPipelineValue', 'weightedPipelineValue', 'wonValue', 'lostValue'];

/** The config a new widget of each type starts with (Configure is not built yet, docs/product/dashboards.md#widgets). */
export const DEFAULT_WIDGET_CONFIG: Record<WidgetType, Record<string, string | number>> = {
  userRecordsTable: { source: 'contacts', rows: 8 },
  activeForms: { rows: 6 },
  meetingNotes: { rows: 5 },
  nextContactTracker: { rows: 6 },
  barChart: { metric: 'dealsPerStage' },
  pieChart: { metric: 'dealValuePerStage' },
  lineChart: { metric: 'contactsAdded', weeks: 4 },
  funnelChart: { metric: 'stageConversion' },
  kpiTile: { metric: 'openDeals' },
  remindersList: { upcomingDays: 14 },
};

/** 'My Default Dashboard' (docs/product/dashboards.md#default-dashboard): created on a user's first visit. */
export const DEFAULT_DASHBOARD_WIDGETS: ReadonlyArray<{ title: string; type: WidgetType; x: number; y: number; w: number; h: number }> = [
  { title: 'My Leads', type: 'userRecordsTable', x: 0, y: 0, w: 6, h: 4 },
  { title: 'Next Contacts', type: 'nextContactTracker', x: 6, y: 0, w: 3, h: 2 },
  { title: 'Total Open Deals', type: 'kpiTile', x: 6, y: 2, w: 3, h: 2 },
];

// ---- schemas ----------------------------------------------------------------------------------

const Int = z.number().int();

/** One grid item (docs/product/records.md#dashboards-and-widgets): i is the widget id; sizes and positions are in 12-column grid units. */
export const LayoutItem = z
  .object({
    i: z.string().min(1).max(100),
    x: Int.min(0).max(GRID_COLUMNS - 1),
    y: Int.min(0).max(MAX_LAYOUT_ROW),
    w: Int.min(1).max(GRID_COLUMNS),
    h: Int.min(1).max(MAX_WIDGET_HEIGHT),
  })
  .refine((item) => item.x + item.w <= GRID_COLUMNS, { message: `A widget cannot extend past column ${GRID_COLUMNS}.`, path: ['w'] });
export type LayoutItem = z.infer<typeof LayoutItem>;

export const Layout = z.array(LayoutItem).max(MAX_WIDGETS_PER_DASHBOARD);

export const DashboardName = z.string().trim().min(1, DASHBOARD_NAME_REQUIRED).max(MAX_NAME_LENGTH);
export const WidgetTitle = z.string().trim().min(1, WIDGET_TITLE_REQUIRED).max(MAX_NAME_LENGTH);

export const WidgetConfig = z
  .record(z.string(), z.unknown())
  .refine((config) => JSON.stringify(config).length <= MAX_WIDGET_CONFIG_BYTES, 'The widget configuration is too large.');

/** A widget (docs/product/records.md#dashboards-and-widgets). `type` stays a string: a stored type we do not know shows 'Unknown widget type'. */
export const Widget = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(50),
  title: WidgetTitle,
  config: WidgetConfig,
});
export type Widget = z.infer<typeof Widget>;

export const Widgets = z.record(z.string(), Widget);

/** A dashboard as the API reports it. */
export const Dashboard = z.object({
  id: z.string(),
  name: z.string(),
  layout: z.array(z.object({ i: z.string(), x: Int, y: Int, w: Int, h: Int })),
  widgets: z.record(
    z.string(),
    z.object({ id: z.string(), type: z.string(), title: z.string(), config: z.record(z.string(), z.unknown()) }),
  ),
  isDefault: z.boolean(),
  isFavorite: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** One entry of the dashboard menu. */
export const DashboardSummary = Dashboard.pick({
  id: true,
  name: true,
  isDefault: true,
  isFavorite: true,
  ownerId: true,
  updatedAt: true,
}).extend({
  widgetCount: Int,
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** A new dashboard: empty, or the widgets of a template the caller may see (decision 0035). */
export const CreateDashboardInput = z.object({ name: DashboardName, templateId: z.string().max(100).optional() });
export type CreateDashboardInput = z.infer<typeof CreateDashboardInput>;

export const DuplicateDashboardInput = z.object({ name: DashboardName.optional() });
export type DuplicateDashboardInput = z.infer<typeof DuplicateDashboardInput>;

/** A partial update; layout is checked against the widgets it will sit with. */
export const UpdateDashboardInput = z
  .object({
    name: DashboardName,
    isFavorite: z.boolean(),
    layout: Layout,
    widgets: Widgets.refine((w) => Object.keys(w).length <= MAX_WIDGETS_PER_DASHBOARD, 'Too many widgets.'),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Nothing to update.');
export type UpdateDashboardInput = z.infer<typeof UpdateDashboardInput>;

export const SaveLayoutInput = z.object({ layout: Layout });
export type SaveLayoutInput = z.infer<typeof SaveLayoutInput>;

export const AddWidgetInput = z.object({ type: WidgetType });
export type AddWidgetInput = z.infer<typeof AddWidgetInput>;

export const UpdateWidgetInput = z.object({ title: WidgetTitle });
export type UpdateWidgetInput = z.infer<typeof UpdateWidgetInput>;

// ---- rules shared by the server and the grid --------------------------------------------------

/**
 * Why a layout cannot sit with these widgets, or null when it can: every widget has exactly one
 * item and every item names a widget.
 */
export function layoutProblem(layout: readonly { i: string }[], widgetIds: Iterable<string>): string | null {
  const ids = new Set(widgetIds);
  const seen = new Set<string>();
  for (const item of layout) {
    if (!ids.has(item.i)) return `Layout item "${item.i}" does not match any widget.`;
    if (seen.has(item.i)) return `Widget "${item.i}" appears more than once in the layout.`;
    seen.add(item.i);
  }
  for (const id of ids) if (!seen.has(id)) return `Widget "${id}" has no place in the layout.`;
  return null;
}

/** The first free row under every item: where a new widget is appended (docs/product/dashboards.md#widgets). */
export function bottomRow(layout: readonly { y: number; h: number }[]): number {
  return layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
}
