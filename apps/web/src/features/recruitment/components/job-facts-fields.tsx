import {
  COUNTRY_CODES,
  countryName,
  CURRENCY_CODES,
  currencyName,
  EU_COUNTRY_CODES,
  SALARY_UNIT_LABELS,
  SALARY_UNITS,
  WORKPLACE_TYPE_LABELS,
  WORKPLACE_TYPES,
} from '@keel/shared/job-facts';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { fieldClasses, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { JobFormInput } from './job-form-schema';

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
const COUNTRIES = COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort(byLabel);
const countryOptions = [{ value: '', label: 'Not specified' }, ...COUNTRIES];
const currencyOptions = [
  { value: '', label: 'Not specified' },
  ...CURRENCY_CODES.map((code) => ({ value: code, label: `${code} – ${currencyName(code)}` })),
];
const unitOptions = [{ value: '', label: 'Not specified' }, ...SALARY_UNITS.map((u) => ({ value: u, label: SALARY_UNIT_LABELS[u] }))];
const workplaceOptions = [
  { value: '', label: 'Not specified' },
  ...WORKPLACE_TYPES.map((w) => ({ value: w, label: WORKPLACE_TYPE_LABELS[w] })),
];

interface JobFactsFieldsProps {
  register: UseFormRegister<JobFormInput>;
  setValue: UseFormSetValue<JobFormInput>;
  errors: FieldErrors<JobFormInput>;
  defaultValues: JobFormInput;
  /** The workplace type chosen now: the accepted countries show for a remote job only. */
  workplaceType: string;
}

/**
 * The job's structured location, salary and closing date (decision 0077), chosen from lists so the
 * careers page's JobPosting and the job-board feeds state them exactly. The free-text location and
 * salary range stay as the words shown on the careers page.
 */
export function JobFactsFields({ register, setValue, errors, defaultValues, workplaceType }: JobFactsFieldsProps) {
  const select = (
    name: 'location_country' | 'workplace_type' | 'salary_currency' | 'salary_unit',
    label: string,
    options: typeof countryOptions,
  ) => (
    <Field id={`job-${name}`} label={label} error={errors[name]?.message}>
      <Select options={options} defaultValue={defaultValues[name]} {...register(name)} />
    </Field>
  );
  const text = (name: 'location_city' | 'location_region' | 'salary_min' | 'salary_max' | 'closing_date', label: string, extra = {}) => (
    <Field id={`job-${name}`} label={label} error={errors[name]?.message}>
      <Input {...extra} {...register(name)} />
    </Field>
  );
  const amount = { inputMode: 'decimal', placeholder: 'e.g. 120000' };
  return (
    <>
      <FormSectionCard title="Location for job boards">
        {select('workplace_type', 'Workplace Type', workplaceOptions)}
        {text('location_city', 'City')}
        {text('location_region', 'Region or State')}
        {select('location_country', 'Country', countryOptions)}
        {workplaceType === 'remote' ? (
          <Field
            id="job-remote_countries"
            label="Countries a remote job accepts *"
            hint="Hold Ctrl (Cmd on a Mac) to choose several."
            error={errors.remote_countries?.message}
            className="sm:col-span-2"
          >
            <select
              multiple
              size={6}
              aria-required
              className={fieldClasses}
              defaultValue={defaultValues.remote_countries}
              {...register('remote_countries')}
            >
              {COUNTRIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {workplaceType === 'remote' ? (
          <div className="sm:col-span-2">
            <Button variant="outline" size="sm" onClick={() => setValue('remote_countries', [...EU_COUNTRY_CODES], { shouldDirty: true })}>
              Choose the EU's 27 countries
            </Button>
          </div>
        ) : null}
      </FormSectionCard>
      <FormSectionCard title="Salary and closing date for job boards">
        {select('salary_currency', 'Salary Currency', currencyOptions)}
        {select('salary_unit', 'Salary Paid Per', unitOptions)}
        {text('salary_min', 'Minimum Salary', amount)}
        {text('salary_max', 'Maximum Salary', amount)}
        {text('closing_date', 'Closing Date', { type: 'date' })}
      </FormSectionCard>
    </>
  );
}
