import type { ReactNode } from 'react';

/** A chart with a text summary for screen readers (the SVG alone says little). */
export function ChartFigure({ summary, header, children }: { summary: string; header?: ReactNode; children: ReactNode }) {
  return (
    <figure className="flex h-full flex-col">
      <figcaption className="sr-only">{summary}</figcaption>
      {header ? <div className="mb-1 text-xs text-slate-500">{header}</div> : null}
      <div className="min-h-0 flex-1" aria-hidden>
        {children}
      </div>
    </figure>
  );
}

export const axisTick = { fontSize: 11, fill: '#64748b' };
export const tooltipStyle = { fontSize: 12, borderRadius: 8, borderColor: '#e2e8f0' };
