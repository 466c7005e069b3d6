import type { CompanyLinks } from '@keel/shared/companies';
import { DeleteConsequences } from '../../../components/delete-consequences';
import { useCompanyLinks } from '../api/get-company-links';

const counted = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** "Its 2 contacts, 1 deal and 3 jobs will be unlinked …" (only the kinds it has); "Their … them" for several companies. */
export function unlinkSentence(links: CompanyLinks, companies = 1): string {
  const [its, it] = companies === 1 ? ['Its', 'it'] : ['Their', 'them'];
  const parts = [
    links.contacts ? counted(links.contacts, 'contact', 'contacts') : '',
    links.deals ? counted(links.deals, 'deal', 'deals') : '',
    links.jobs ? counted(links.jobs, 'job', 'jobs') : '',
  ].filter(Boolean);
  if (!parts.length) return `No contacts, deals or jobs are linked to ${it}.`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${its} ${list} will be unlinked from ${it} (they are kept, without a company).`;
}

/** What deleting the companies takes with it, counted by the server when the confirmation opens. */
export function CompanyDeleteConsequences({ ids }: { ids: readonly string[] }) {
  return (
    <DeleteConsequences
      query={useCompanyLinks(ids)}
      counting="Counting linked contacts, deals and jobs…"
      failed="Linked contacts, deals and jobs could not be counted; they are kept, without a company."
      describe={(links) => unlinkSentence(links, ids.length)}
    />
  );
}
