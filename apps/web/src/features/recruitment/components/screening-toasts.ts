import type { ScreeningOutcome } from '@keel/shared/applicants';
import { toast } from '../../../components/ui/use-toast';

/** Tells the user how a screening went: the score, or why there is none. */
export function announceScreening(outcome: ScreeningOutcome, jobTitle: string | null) {
  if (outcome.status === 'screened') {
    const total = outcome.matched.length + outcome.missing.length;
    toast({
      title: 'Resume Screened',
      description: `ATS score ${outcome.score}%: ${outcome.matched.length} of ${total} keywords${jobTitle ? ` of “${jobTitle}”` : ''} found.`,
      variant: 'info',
    });
  } else {
    toast({ title: 'Resume Not Screened', description: outcome.message, variant: 'warning' });
  }
}
