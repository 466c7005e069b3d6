import { paths } from '@keel/shared/paths';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { site } from '../../../config/site';

/** / : the hero (service cards and the client logo banner come with the public-site work). */
export default function HomePage() {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <DocumentTitle />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-accent-900),transparent_55%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:px-8 lg:py-40">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{site.tagline}</p>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Delivering Successful IT Projects for over 20 years
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          {site.firmName} plans, leads and rescues technology projects so they land on time, on budget and with the
          outcomes your business expects.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Button size="lg" asChild>
            <Link to={paths.contactUs}>
              Get a Consultation
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" className="border-white/30 bg-white/5 text-white hover:bg-white/10" asChild>
            <Link to={paths.projectManagement}>Our Approach</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
