import { DeleteConsequences } from '../../../components/delete-consequences';
import { useContactLinks } from '../api/get-contact-links';

/** What deleting the contacts takes with it, counted by the server when the confirmation opens. */
export function ContactDeleteConsequences({ ids }: { ids: readonly string[] }) {
  const [it, It] = ids.length === 1 ? ['it', 'It'] : ['them', 'They'];
  return (
    <DeleteConsequences
      query={useContactLinks(ids)}
      counting={`Counting the funnel deals that list ${it}…`}
      failed={`The funnel deals that list ${it} could not be counted; they are kept, without ${it}.`}
      describe={({ deals: n }) =>
        n === 0
          ? `No funnel deals list ${it}.`
          : `${It} will be removed from ${n} funnel ${n === 1 ? 'deal' : 'deals'} (${ids.length === 1 ? 'they' : 'the deals'} are kept, without ${it}).`
      }
    />
  );
}
