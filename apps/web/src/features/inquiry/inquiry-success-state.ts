/** Navigation state the inquiry form passes to /crm/inquiry-success. */
export interface InquirySuccessState {
  leadName?: string;
}

export const DEFAULT_LEAD_NAME = 'Valued Customer';

export function leadNameFromState(state: unknown): string {
  const leadName = (state as InquirySuccessState | null | undefined)?.leadName;
  return typeof leadName === 'string' && leadName.trim() ? leadName.trim() : DEFAULT_LEAD_NAME;
}
