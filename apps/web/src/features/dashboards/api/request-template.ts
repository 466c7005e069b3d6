import { TemplateRequestResponse } from '@keel/shared/dashboards';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/dashboards/{id}/template-requests: Save as Template is coming soon; the server records the request. */
export async function requestTemplate(id: string): Promise<string> {
  const { message } = await api.post(`/api/dashboards/${encodeURIComponent(id)}/template-requests`, undefined, { schema: TemplateRequestResponse });
  return message;
}

export function useRequestTemplate() {
  return useMutation({ mutationFn: requestTemplate });
}
