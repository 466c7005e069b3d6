import { paths } from '@keel/shared/paths';
import { ArrowRight, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAddress, site } from '../../../config/site';
import { ContactForm } from '../components/contact-form';
import { PageHeader } from '../components/page-header';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">{icon}</span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** /contact-us: how to reach us (response within 24 hours; phone hours) and the message form. */
export default function ContactUsPage() {
  const { phone, email, phoneHours, responseTime } = site.contact;
  return (
    <>
      <PageHeader
        page={paths.contactUs}
        eyebrow="Contact"
        title="Contact Us"
        intro={`Whether your project is starting, stuck or simply too important to leave to chance, we would like to hear about it. We respond to every message ${responseTime}.`}
      />
      <section aria-label="Ways to reach us" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold text-slate-900">Talk to a senior consultant</h2>
            <ul className="mt-8 space-y-6">
              <Detail icon={<Clock aria-hidden className="h-5 w-5" />} title="Response within 24 hours">
                Every message is read by a consultant and answered {responseTime}, on business days and weekends alike.
              </Detail>
              <Detail icon={<Phone aria-hidden className="h-5 w-5" />} title="Phone">
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium text-accent-700 hover:underline">
                  {phone}
                </a>
                <p>{phoneHours}</p>
              </Detail>
              <Detail icon={<Mail aria-hidden className="h-5 w-5" />} title="Email">
                <a href={`mailto:${email}`} className="font-medium break-all text-accent-700 hover:underline">
                  {email}
                </a>
              </Detail>
              <Detail icon={<MapPin aria-hidden className="h-5 w-5" />} title="Office">
                <address className="not-italic">{formatAddress()}</address>
              </Detail>
            </ul>
            <div className="mt-10 rounded-2xl bg-brand-950 p-6 text-white">
              <h2 className="text-lg font-semibold">Planning a specific project?</h2>
              <p className="mt-2 text-sm text-brand-100">
                Share the details (budget, timeline, services) and we will come back with first thoughts and a suggested approach.
              </p>
              <Link
                to={paths.inquiry}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-accent-300 hover:text-accent-200"
              >
                Start a project inquiry
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </div>
          </div>
          <div className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
