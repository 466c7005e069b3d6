import type { RelatedLeads as RelatedLeadsData } from '@keel/shared/records';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { RecordSection, shownCount } from './record-section';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The funnel leads linked to a record: name, column, value and sales rep; each opens its deal page. */
export function RelatedLeads({ leads, emptyText }: { leads: RelatedLeadsData; emptyText: string }) {
  return (
    <RecordSection title="Funnel Leads" count={shownCount(leads.items.length, leads.total)}>
      {leads.items.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {leads.items.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <Link to={paths.deal(lead.id)} className="font-medium break-words text-slate-900 hover:text-accent-700 hover:underline">
                {lead.name}
              </Link>
              <span className="text-sm text-slate-600">
                {lead.stageTitle}
                {lead.dealValue !== null ? ` · ${money.format(lead.dealValue)}` : ''} · {lead.assignedSalesRep}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
