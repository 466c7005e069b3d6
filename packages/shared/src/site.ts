import { LEAD_CONSULTANT_FIRST_NAME } from './paths';

/**
 * Branding of the firm that runs this product, in one place (docs/product/beyond-the-spec.md#configuration-and-branding), so another
 * firm can adopt Keel by editing only this module. The lead consultant's first name must match
 * the `/about-{name}` route of `paths.aboutLead`.
 */
export const site = {
  firmName: 'Keel Consulting',
  shortName: 'Keel',
  tagline: 'IT consulting and project management',
  leadConsultant: {
    fullName: 'Daniel Hayes',
    firstName: 'Daniel',
    title: 'Founder & Principal Consultant',
  },
  contact: {
    phone: '(512) 555-0199',
    email: 'hello@keelconsulting.example',
    address: {
      street: '500 Congress Avenue, Suite 1200',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'USA',
    },
    phoneHours: 'Mon-Fri 9 AM-6 PM CST',
    responseTime: 'within 24 hours',
  },
  /** The IANA time zone of the firm's office (Austin): interviews scheduled without one are in it. */
  timeZone: 'America/Chicago',
  /** The firm's logo, a path on the site (the JobPosting's hiringOrganization.logo, the feeds' image). */
  logoPath: '/favicon.svg',
  /** Prefix of exported CSV file names, e.g. `keel-contacts-export.csv`. */
  csvPrefix: 'keel',
} as const;

if (site.leadConsultant.firstName.toLowerCase() !== LEAD_CONSULTANT_FIRST_NAME) {
  throw new Error('site.leadConsultant.firstName must match LEAD_CONSULTANT_FIRST_NAME in @keel/shared/paths');
}

export function formatAddress(address: typeof site.contact.address = site.contact.address): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}
