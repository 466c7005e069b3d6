import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { FieldError, Label } from './label';

interface FieldProps {
  /** id of the control; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The control: an Input, Select, textarea… It receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; className?: string }>;
  className?: string;
}

/** A labelled form control with its hint and inline error, wired for screen readers. */
export function Field({ id, label, error, hint, children, className }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: ['mt-1.5', children.props.className].filter(Boolean).join(' '),
      })}
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
