/** Navigation state the inquiry form passes to /crm/inquiry-success. */
export interface InquirySuccessState {
  leadName?: string;
  /** For signed-in staff: the saved contact and lead, to open them from the success page. */
  contactId?: string;
  leadId?: string;
}

export const DEFAULT_LEAD_NAME = 'Valued Customer';

export function leadNameFromState(state: unknown): string {
  const leadName = (state as InquirySuccessState | null | undefined)?.leadName;
  return typeof leadName === 'string' && leadName.trim() ? leadName.trim() : DEFAULT_LEAD_NAME;
}

/** The saved contact's and lead's ids, when the state carries them. */
export function savedIdsFromState(state: unknown): { contactId?: string; leadId?: string } {
  const value = (state as InquirySuccessState | null | undefined) ?? {};
  const id = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { contactId: id(value.contactId), leadId: id(value.leadId) };
}
