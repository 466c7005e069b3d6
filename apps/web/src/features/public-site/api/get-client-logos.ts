import type { ClientLogo } from '@keel/shared/client-logos';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/** GET /api/client-logos: every logo, newest first (public). */
export function fetchClientLogos(signal?: AbortSignal): Promise<ClientLogo[]> {
  return api.get<ClientLogo[]>('/api/client-logos', { signal });
}

const RETRY_DELAY_MS = 1_000;

/** The last list received, shown at once on the next mount while it is asked for again. */
let lastList: ClientLogo[] | undefined;
/** One request at a time, shared by every mounted user (and React's double effects in dev). */
let inFlight: Promise<ClientLogo[]> | undefined;

async function fetchWithRetry(): Promise<ClientLogo[]> {
  try {
    return await fetchClientLogos();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return fetchClientLogos();
  }
}

function revalidate(): Promise<ClientLogo[]> {
  inFlight ??= fetchWithRetry()
    .then((list) => (lastList = list))
    .finally(() => (inFlight = undefined));
  return inFlight;
}

export interface ClientLogosState {
  data: ClientLogo[] | undefined;
  isError: boolean;
}

/**
 * The public logo list (banner on /, grid on /clients) without a server-state library: public
 * pages keep TanStack Query out of their JS (decision 0011). Asked for on every mount, showing the
 * last list meanwhile, so logos uploaded in the CRM appear on the next visit to the page.
 */
export function useClientLogos(): ClientLogosState {
  const [state, setState] = useState<ClientLogosState>(() => ({ data: lastList, isError: false }));
  useEffect(() => {
    let mounted = true;
    revalidate().then(
      (data) => mounted && setState({ data, isError: false }),
      () => mounted && setState((current) => ({ data: current.data, isError: true })),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}

/** Tests: forget the last list. */
export function resetClientLogos(): void {
  lastList = undefined;
  inFlight = undefined;
}
