/** A row of labelled counts (what an import or an undo did). */
export function CountGrid({ counts }: { counts: readonly (readonly [label: string, value: number])[] }) {
  return (
    <dl className={`grid gap-3 text-center ${counts.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}>
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-md bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
