import type { Widget } from '@keel/shared/dashboards';
import type { ReportDefinition } from '@keel/shared/reports';
import { FileX2 } from 'lucide-react';
import { useWidgetData } from '../api/get-widget-data';
import { useReportKit } from '../report-kit';
import { InsightView, WidgetEmpty } from './widget-states';

/**
 * A chart or KPI tile showing a report (pinned or built in Configure), answered by the server and
 * refreshed live. A report deleted or no longer shared shows an empty state that says so.
 */
export function ReportWidget({ dashboardId, widget }: { dashboardId: string; widget: Widget }) {
  const kit = useReportKit();
  const query = useWidgetData(dashboardId, widget);
  return (
    <InsightView
      query={query}
      isEmpty={(data) => data.kind !== 'report'}
      empty={<WidgetEmpty icon={FileX2}>{query.data?.kind === 'unavailable' ? query.data.message : 'Nothing to show.'}</WidgetEmpty>}
    >
      {(data) =>
        data.kind === 'report' ? (
          <kit.Figure name={data.name ?? widget.title} definition={data.definition as ReportDefinition} result={data.result} />
        ) : null
      }
    </InsightView>
  );
}
