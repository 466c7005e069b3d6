import type { Recruiter } from '@keel/shared/recruiters';
import { ROLE_LABELS } from '@keel/shared/roles';
import type { SelectOption } from '../../../components/ui/select';

/**
 * The job form's recruiter choices (docs/product/validation.md#job): Unassigned, then team members with role recruiter
 * or admin. A job's current recruiter who has since lost the role stays choosable, marked so.
 */
export function recruiterOptions(recruiters: readonly Recruiter[], current?: { id: string | null; name: string | null }): SelectOption[] {
  const options: SelectOption[] = [
    { value: '', label: 'Unassigned' },
    ...recruiters.map((r) => ({ value: r.id, label: `${r.fullName} (${ROLE_LABELS[r.role]})` })),
  ];
  if (current?.id && !recruiters.some((r) => r.id === current.id)) {
    options.push({ value: current.id, label: `${current.name ?? 'Former member'} (no longer a recruiter)` });
  }
  return options;
}
