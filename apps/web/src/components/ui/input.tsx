import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const fieldClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus-visible:border-accent-600 disabled:cursor-not-allowed disabled:bg-slate-100 ' +
  'aria-invalid:border-red-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(fieldClasses, 'h-10', className)} {...props} />;
}
