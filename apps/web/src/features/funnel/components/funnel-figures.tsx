import type { DealFigures } from '@keel/shared/deal-figures';
import { formatColumnTotal } from '../lead-display';

const leads = (n: number, open = false) => `${n.toLocaleString('en-US')} ${open ? 'open ' : ''}${n === 1 ? 'lead' : 'leads'}`;

/**
 * The board's header figures, as the server computes them for every screen (decision 0060): the
 * pipeline is the open leads (value and weighted value); won and lost leads are shown apart.
 */
export function FunnelFigures({ figures }: { figures: DealFigures }) {
  return (
    <div className="mt-1 space-y-0.5 text-sm text-slate-600">
      <p data-testid="funnel-summary">
        {leads(figures.open.deals, true)} · {formatColumnTotal(figures.open.value)} in the open pipeline ·{' '}
        {formatColumnTotal(figures.open.weighted)} weighted
      </p>
      <p data-testid="funnel-closed">
        <span className="font-medium text-emerald-800">Won:</span> {leads(figures.won.deals)} · {formatColumnTotal(figures.won.value)}
        <span aria-hidden> · </span>
        <span className="font-medium text-red-800">Lost:</span> {leads(figures.lost.deals)} · {formatColumnTotal(figures.lost.value)}
      </p>
    </div>
  );
}
