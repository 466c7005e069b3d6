import type { Forecast, ForecastCell } from '@keel/shared/staffing-forecast';

/** Full-time people as the server rounded them (two decimals), without trailing zeros. */
export const fte = (n: number) => String(Number(n.toFixed(2)));

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const shortDate = (iso: string) => weekLabel.format(new Date(`${iso}T00:00:00Z`));

type Tone = 'none' | 'gap' | 'tight' | 'covered';

/** A cell's state, named in words as well as colour: short (a gap), tight (less than half a person spare), covered, or no demand. */
function toneOf(cell: ForecastCell): Tone {
  if (cell.demand === 0 && !cell.gap) return 'none';
  if (cell.gap) return 'gap';
  return cell.supply - cell.demand < 0.5 ? 'tight' : 'covered';
}

const TONE_CLASS: Record<Tone, string> = {
  none: 'bg-slate-50 text-slate-700',
  covered: 'bg-emerald-50 text-emerald-900',
  tight: 'bg-amber-100 text-amber-950',
  gap: 'bg-red-100 text-red-950',
};

function statusText(cell: ForecastCell, tone: Tone): string {
  if (tone === 'gap') return `short ${fte(cell.short)}`;
  if (tone === 'tight') return 'tight';
  if (tone === 'covered') return 'covered';
  return 'no demand';
}

/**
 * The forecast as a real table (decision 0098): a row per skill, a column per week; each cell says
 * "needed / free" in full-time people and its state in a word, coloured to match. At 375 px the
 * table scrolls inside its own box (focusable, so keyboard users can scroll it) with the skill
 * column kept in view. The box is positioned so the cells' screen-reader-only words (absolutely
 * positioned) are clipped by it too, instead of widening the page.
 */
export function CapacityHeatmap({ forecast }: { forecast: Forecast }) {
  if (forecast.rows.length === 0)
    return (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-slate-600">
        No open demands in these weeks: add demands to deals to see the forecast.
      </p>
    );
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white"
      role="region"
      aria-label="Capacity forecast by skill and week"
      tabIndex={0}
    >
      <table className="min-w-full border-collapse text-sm">
        <caption className="px-4 py-2 text-left text-slate-600">
          Needed / free in full-time people per week, from the week of {shortDate(forecast.from)}. Needed counts unstaffed allocation × the
          deal stage’s win probability.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-white px-3 py-2 text-left font-semibold text-slate-900">
              Skill
            </th>
            {forecast.weeks.map((week) => (
              <th key={week} scope="col" className="px-2 py-2 text-center font-semibold whitespace-nowrap text-slate-900">
                <time dateTime={week}>{shortDate(week)}</time>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {forecast.rows.map((row) => (
            <tr key={row.skill_id} className="border-t border-slate-100">
              <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-2 text-left font-medium whitespace-nowrap text-slate-900">
                {row.skill_name} <span className="font-normal text-slate-600">level {row.min_level}+</span>
              </th>
              {row.cells.map((cell) => {
                const tone = toneOf(cell);
                return (
                  <td key={cell.week_starts_on} className={`px-2 py-1.5 text-center whitespace-nowrap ${TONE_CLASS[tone]}`}>
                    <span className="block font-semibold">
                      {fte(cell.demand)}
                      <span className="sr-only"> needed</span> / {fte(cell.supply)}
                      <span className="sr-only"> free</span>
                    </span>
                    <span className="block text-xs">{statusText(cell, tone)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
