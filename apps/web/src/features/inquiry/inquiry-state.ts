/** Navigation state the inquiry form accepts: the funnel column a lead should land in (docs/product/crm.md#funnel-moves). */
export interface InquiryLocationState {
  stage?: string;
}

export function stageFromState(state: unknown): string | undefined {
  const stage = (state as InquiryLocationState | null | undefined)?.stage;
  return typeof stage === 'string' && stage.trim() ? stage.trim() : undefined;
}
