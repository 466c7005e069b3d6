import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SectionProps {
  /** The anchor (e.g. #methodologies); anchored sections stay clear of the sticky header. */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted';
  children: ReactNode;
}

/** A titled band of a public page. */
export function Section({ id, eyebrow, title, intro, tone = 'white', children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx('py-16 sm:py-20', tone === 'muted' ? 'bg-slate-50' : 'bg-white')}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
