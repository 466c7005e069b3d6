import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export interface SpinnerProps {
  /** Announced to assistive technology; visible text when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' };

export function Spinner({ label = 'Loading...', showLabel = false, className, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={clsx('inline-flex items-center gap-3 text-slate-600', className)}>
      <LoaderCircle aria-hidden className={clsx('animate-spin text-accent-600 motion-reduce:animate-none', sizes[size])} />
      <span className={showLabel ? 'text-sm font-medium' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** Full-screen indicator while the application (authentication) loads. */
export function FullScreenLoader({ label = 'Loading Application...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label={label} showLabel size="lg" className="flex-col" />
    </div>
  );
}
