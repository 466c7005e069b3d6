/** "1 contact", "2,345 contacts", or "10,000+ contacts" when the server stopped counting. */
export function formatTotal(total: number, capped: boolean, noun: { one: string; other: string }): string {
  if (capped) return `${total.toLocaleString('en-US')}+ ${noun.other}`;
  return `${total.toLocaleString('en-US')} ${total === 1 ? noun.one : noun.other}`;
}

interface ListSummaryProps {
  total: number;
  totalCapped: boolean;
  noun: { one: string; other: string };
  /** True while a newer page is on its way (the old one stays on screen meanwhile). */
  updating?: boolean;
}

/** The number of matches, announced politely when it changes. */
export function ListSummary({ total, totalCapped, noun, updating = false }: ListSummaryProps) {
  return (
    <p className="text-sm text-slate-600" role="status" aria-live="polite">
      {formatTotal(total, totalCapped, noun)}
      {updating ? <span className="ml-2 text-slate-500">Updating…</span> : null}
    </p>
  );
}
