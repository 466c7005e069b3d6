import { clsx } from 'clsx';

/** The button look, for any element (links styled as buttons); kept apart from <Button> so public pages skip Radix Slot. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800',
  secondary: 'bg-brand-900 text-white shadow-sm hover:bg-brand-800',
  outline: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  link: 'text-accent-700 underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'h-10 w-10',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(
    'inline-flex shrink-0 items-center justify-center rounded-md font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    variant !== 'link' && sizes[size],
    className,
  );
}
