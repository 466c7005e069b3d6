import { timeZoneNames } from '@keel/shared/interview-time';
import type { ComponentProps } from 'react';
import { Select, type SelectOption } from './ui/select';

let names: SelectOption[] | null = null;
/** Every IANA zone the browser knows, once (some 400): typing the start of one jumps to it, as in any native select. */
function zoneOptions(): SelectOption[] {
  names ??= timeZoneNames().map((zone) => ({ value: zone, label: zone }));
  return names;
}

/**
 * A native select of the IANA time zones (decision 0080), for a labelled Field. A zone the list
 * does not spell that way (an alias kept from before) stays offered, so it is never silently changed.
 */
export function TimeZoneSelect({ value, ...props }: Omit<ComponentProps<'select'>, 'value'> & { value: string }) {
  const options = zoneOptions();
  const all = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return <Select {...props} value={value} options={all} />;
}
