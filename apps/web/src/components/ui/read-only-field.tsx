/** A value shown beside a form's fields but not editable (e.g. 'Created'), inside a <dl>. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-800">{label}</dt>
      <dd className="mt-1.5 text-sm text-slate-600">{value}</dd>
    </div>
  );
}
