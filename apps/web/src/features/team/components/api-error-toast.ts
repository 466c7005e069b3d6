import { TEAM_MESSAGES } from '@keel/shared/team';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';

const SELF_RULES: readonly string[] = [TEAM_MESSAGES.cannotDemoteSelf, TEAM_MESSAGES.cannotRemoveSelf, TEAM_MESSAGES.cannotDeactivateSelf];

/**
 * docs/product/roles-and-permissions.md#team-actions, docs/product/texts-and-constants.md#team: a refusal by the server (403) is an 'Unauthorized' toast ('Action Denied' for the
 * rules about one's own account); any other failure gets `title`.
 */
export function toastTeamError(title: string, error: unknown) {
  const refused = error instanceof ApiError && error.status === 403;
  const selfRule = refused && SELF_RULES.includes(error.message);
  toast({ title: selfRule ? 'Action Denied' : refused ? 'Unauthorized' : title, description: errorMessage(error), variant: 'destructive' });
}
