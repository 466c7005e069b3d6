import { paths } from '@keel/shared/paths';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { site } from '../../../config/site';

/** The closing call to action of a public page. */
export function CtaBand({ title = 'Ready to talk about your project?', text }: { title?: string; text?: string }) {
  return (
    <section className="bg-brand-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h2>
          <p className="mt-3 text-brand-100">
            {text ?? `Tell us where things stand. A senior consultant replies ${site.contact.responseTime}, with no sales script.`}
          </p>
        </div>
        <Link to={paths.contactUs} className={buttonClasses('primary', 'lg', 'self-start md:self-auto')}>
          Talk to a consultant
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
