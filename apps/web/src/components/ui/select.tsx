import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { fieldClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends ComponentProps<'select'> {
  options: readonly SelectOption[];
}

/** A native select (keyboard, screen-reader and mobile friendly) in the kit's style. */
export function Select({ options, className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={clsx(fieldClasses, 'h-10 appearance-none pr-9', className)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
