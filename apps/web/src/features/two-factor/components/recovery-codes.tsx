/** The one-time recovery codes: shown once, to be kept somewhere safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id="recovery-codes-title" className="text-sm font-semibold text-slate-900">
        Recovery codes
      </h3>
      <p className="mt-1 text-sm text-slate-700">Each signs you in once if you lose your phone. Save them now: they are not shown again.</p>
      <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
