import type { ClientLogo } from '@keel/shared/client-logos';
import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useClientLogos } from '../api/get-client-logos';

/** docs/product/texts-and-constants.md#logo-banner: 5 seconds of scroll per logo; the list is repeated three times. */
export const SECONDS_PER_LOGO = 5;
export const LOGO_REPEATS = 3;

function LogoTrack({ logos, paused }: { logos: ClientLogo[]; paused: boolean }) {
  const repeated = Array.from({ length: LOGO_REPEATS }, () => logos).flat();
  return (
    <ul
      data-testid="logo-track"
      // One copy's width per cycle: the track holds three identical copies, so the loop is seamless.
      style={{ animationDuration: `${SECONDS_PER_LOGO * logos.length}s` }}
      className={clsx(
        'flex w-max animate-logo-scroll items-center hover:[animation-play-state:paused]',
        'motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6',
        paused && '[animation-play-state:paused]',
      )}
    >
      {repeated.map((logo, index) => {
        const copy = index >= logos.length;
        return (
          <li
            key={`${logo.id}-${index}`}
            aria-hidden={copy || undefined}
            className={clsx('shrink-0 px-6 sm:px-10', copy && 'motion-reduce:hidden')}
          >
            <img
              src={logo.url}
              alt={copy ? '' : logo.name || 'Client logo'}
              width={160}
              height={56}
              loading="lazy"
              decoding="async"
              className="h-14 w-40 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Trusted By Companies Like' (docs/product/crm.md#client-logos): the client logos scrolling continuously, hidden when
 * there are none. It can be paused (and stops on hover); under prefers-reduced-motion it is a
 * still row. A failed load shows the docs/product/texts-and-constants.md#logos toast.
 */
export function ClientLogoBanner() {
  const { data: logos, isError } = useClientLogos();
  const [paused, setPaused] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (isError)
      toast({ title: 'Error Fetching Logos', description: 'Could not load client logos for the banner.', variant: 'destructive' });
  }, [isError]);

  if (!logos?.length) return null;
  return (
    <section aria-labelledby="trusted-by-title" className="border-y border-slate-200 bg-white py-14">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <h2 id="trusted-by-title" className="text-sm font-semibold tracking-widest text-slate-600 uppercase">
          Trusted By Companies Like
        </h2>
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 motion-reduce:hidden"
        >
          {paused ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
          {paused ? 'Play' : 'Pause'}
          <span className="sr-only"> logo animation</span>
        </button>
      </div>
      <div className="mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <LogoTrack logos={logos} paused={paused} />
      </div>
    </section>
  );
}
