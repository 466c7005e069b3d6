import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fieldClasses } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={clsx(fieldClasses, 'min-h-20', className)} {...props} />;
}
