import { offeredReasons } from '@keel/shared/rejection-reasons';
import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useRejectionReasons } from '../api/rejection-reasons';

/** The applicant form's rejection reason, shown when the status is changed to Rejected (decision 0078): the reasons not retired. */
export function RejectionReasonField({ error, ...select }: Omit<ComponentProps<'select'>, 'children'> & { error?: string }) {
  const reasons = useRejectionReasons();
  const options = [
    { value: '', label: reasons.isPending ? 'Loading the reasons...' : 'Choose a reason' },
    ...offeredReasons(reasons.data ?? []).map((r) => ({ value: r.id, label: r.label })),
  ];
  return (
    <Field id="applicant-rejection_reason_id" label="Rejection Reason *" error={error}>
      <Select options={options} aria-required {...select} />
    </Field>
  );
}
