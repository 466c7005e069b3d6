import type { ReportPickList } from '@keel/shared/report-catalogue';
import { useFunnelStages } from '../../../components/use-funnel-stages';
import { useLostReasons } from '../../../components/use-lost-reasons';
import { useSalesReps } from '../../../components/use-sales-reps';

/**
 * The values a picked report field takes, read from where they are kept (stages, sales reps, lost
 * reasons); undefined while loading or when the field has no list.
 */
export function usePickList(list: ReportPickList | undefined): string[] | undefined {
  const stages = useFunnelStages(list === 'stages');
  const reps = useSalesReps(list === 'salesReps');
  const reasons = useLostReasons(list === 'lostReasons');
  if (list === 'stages') return stages.data?.map((s) => s.title);
  if (list === 'salesReps') return reps.data ? ['Unassigned', ...reps.data.map((r) => r.fullName)] : undefined;
  if (list === 'lostReasons') return reasons.data?.map((r) => r.label);
  return undefined;
}
