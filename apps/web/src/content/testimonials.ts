export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  organization: string;
}

/** What clients say (docs/product/public-site.md#public-pages: three testimonials on /clients). */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Keel took over an ERP program that had already burned through two vendors. Within four months we were live across all nine of our clinics, and for the first time the status report matched reality.',
    name: 'Sarah Whitfield',
    role: 'Chief Information Officer',
    organization: 'Lone Star Regional Health',
  },
  {
    quote:
      'Daniel and his team brought discipline without bureaucracy. Our release cadence went from quarterly to every two weeks, and our auditors were happier than our engineers, which is saying something.',
    name: 'Marcus Chen',
    role: 'VP of Engineering',
    organization: 'Brightline Financial',
  },
  {
    quote:
      'Our point-of-sale upgrade touched 140 stores during the holiday season and not a single one opened late. Keel planned for every failure we could think of, and a few we could not.',
    name: 'Elena Ramirez',
    role: 'Director of IT Operations',
    organization: 'Copperleaf Outfitters',
  },
];
