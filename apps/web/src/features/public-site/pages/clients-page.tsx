import { paths } from '@keel/shared/paths';
import { testimonials } from '../../../content/testimonials';
import { ClientLogoGrid } from '../components/client-logo-grid';
import { CtaBand } from '../components/cta-band';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';
import { TestimonialCard } from '../components/testimonial-card';

/** /clients: three testimonials and the client logos. */
export default function ClientsPage() {
  return (
    <>
      <PageHeader
        page={paths.clients}
        eyebrow="Clients"
        title="Our Clients"
        intro="Hospitals, banks, retailers, manufacturers, universities and public agencies trust us with the projects that matter most to them. Most come back for the next one."
      />
      <Section id="testimonials" eyebrow="Testimonials" title="What our clients say">
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <ClientLogoGrid />
      <CtaBand title="Join them" text="Tell us about the project on your desk. We reply within 24 hours with honest first thoughts." />
    </>
  );
}
