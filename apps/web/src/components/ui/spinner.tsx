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

/**
 * Full-screen indicator while the application (authentication) loads. `overlay` covers the
 * viewport from inside the layout (the route guards); otherwise it fills the page by itself.
 */
export function FullScreenLoader({ label = 'Loading Application...', overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={clsx('flex items-center justify-center bg-slate-50', overlay ? 'fixed inset-0 z-[60]' : 'min-h-screen')}>
      <Spinner label={label} showLabel size="lg" className="flex-col" />
    </div>
  );
}
