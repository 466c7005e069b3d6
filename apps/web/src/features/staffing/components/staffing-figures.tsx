import { paths } from '@keel/shared/paths';
import type { RevenueAtRisk, StaffingFigures } from '@keel/shared/staffing-forecast';
import { Link } from 'react-router';
import { fte, shortDate } from './capacity-heatmap';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${title}-heading`.replace(/\W+/g, '-')} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${title}-heading`.replace(/\W+/g, '-')} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RiskCard({ risk }: { risk: RevenueAtRisk }) {
  return (
    <Card title="Revenue at risk">
      <p className="mb-2 text-sm text-slate-600">
        Unstaffed weekdays of won deals × target day rate, {shortDate(risk.from)} to {shortDate(risk.to)}.
      </p>
      {risk.amounts.length === 0 && risk.unpriced_days === 0 ? (
        <p className="text-slate-700">Nothing at risk: every won deal’s demand in these 30 days is staffed.</p>
      ) : (
        <>
          <ul className="mb-3 space-y-1">
            {risk.amounts.map((a) => (
              <li key={a.currency} className="text-2xl font-bold text-slate-900">
                {money(a.amount, a.currency)}{' '}
                <span className="text-sm font-normal text-slate-600">({fte(a.unstaffed_days)} unstaffed days)</span>
              </li>
            ))}
            {risk.unpriced_days > 0 ? (
              <li className="text-sm text-slate-700">{fte(risk.unpriced_days)} unstaffed days on demands without a target rate</li>
            ) : null}
          </ul>
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Demands at risk">
            {risk.demands.map((d) => (
              <li key={d.demand_id} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span>
                  <Link to={paths.deal(d.deal_id)} className="text-accent-700 hover:underline">
                    {d.deal_name}
                  </Link>{' '}
                  · {d.role_title}
                </span>
                <span className="text-slate-700">
                  {fte(d.unstaffed_days)} days{d.amount !== null && d.currency ? ` · ${money(d.amount, d.currency)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/**
 * Time-to-staff and revenue at risk (decision 0098), as the page's figures: the median days from
 * the clock stage to a confirmed consultant per skill, where staffed demands' consultants came
 * from, and — only in answers to admins and sales reps — revenue at risk.
 */
export function StaffingFiguresPanel({ figures }: { figures: StaffingFigures }) {
  const { bench, new_hire, contractor } = figures.staffed_by;
  const shares = figures.staffed_shares;
  const staffed = bench + new_hire + contractor;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card title="Median time to staff">
        <p className="mb-2 text-sm text-slate-600">
          Days from the deal entering {figures.clock_stage ? `“${figures.clock_stage.title}”` : 'its clock stage'} to the first confirmed
          consultant.
        </p>
        {figures.median_days_by_skill.length === 0 ? (
          <p className="text-slate-700">No demand has been staffed yet.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  Skill
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Median days
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Demands
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.median_days_by_skill.map((m) => (
                <tr key={m.skill_id} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-left font-medium text-slate-900">
                    {m.skill_name}
                  </th>
                  <td className="py-1 text-right">{m.median_days}</td>
                  <td className="py-1 text-right">{m.demands}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title="Staffed from">
        {shares === null ? (
          <p className="text-slate-700">No demand has been staffed yet.</p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto_auto] gap-x-3 gap-y-1 text-sm">
            {(
              [
                ['The bench', bench, shares.bench],
                ['New hires', new_hire, shares.new_hire],
                ['Contractors', contractor, shares.contractor],
              ] as const
            ).map(([label, n, share]) => (
              <div key={label} className="contents">
                <dt className="text-slate-700">{label}</dt>
                <dd className="text-right font-semibold text-slate-900">{share}%</dd>
                <dd className="text-right text-slate-600">
                  {n} of {staffed}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
      {figures.revenue_at_risk ? <RiskCard risk={figures.revenue_at_risk} /> : null}
    </div>
  );
}
