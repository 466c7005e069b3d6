/** A labelled progress bar with a live line of text saying how far it is (an import, its undo, a duplicates scan). */
export function ProgressMeter({ label, percent, text }: { label: string; percent: number; text: string }) {
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
