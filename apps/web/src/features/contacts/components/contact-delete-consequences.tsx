import { DeleteConsequences } from '../../../components/delete-consequences';
import { useContactLinks } from '../api/get-contact-links';

/** What deleting the contact takes with it, counted by the server when the confirmation opens. */
export function ContactDeleteConsequences({ id }: { id: string }) {
  return (
    <DeleteConsequences
      query={useContactLinks(id)}
      counting="Counting the funnel deals that list it…"
      failed="The funnel deals that list it could not be counted; they are kept, without it."
      describe={({ deals: n }) =>
        n === 0
          ? 'No funnel deals list it.'
          : `It will be removed from ${n} funnel ${n === 1 ? 'deal' : 'deals'} (they are kept, without it).`
      }
    />
  );
}
