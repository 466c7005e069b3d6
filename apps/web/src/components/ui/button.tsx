import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export { buttonClasses, type ButtonSize, type ButtonVariant };

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's styles. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}
