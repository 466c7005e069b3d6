/** Navigation state the inquiry form accepts: the funnel column a lead should land in (SPEC §4). */
export interface InquiryLocationState {
  stage?: string;
}

export function stageFromState(state: unknown): string | undefined {
  const stage = (state as InquiryLocationState | null | undefined)?.stage;
  return typeof stage === 'string' && stage.trim() ? stage.trim() : undefined;
}
