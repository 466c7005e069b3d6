import { Link } from 'react-router';
import { formatAddress, site } from '../../config/site';
import { BrandLogo } from './brand-logo';
import { footerNavItems } from './nav-items';

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <BrandLogo inverted />
          <p className="mt-4 max-w-xs text-sm text-brand-200">{site.tagline}.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Explore</h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} reloadDocument={item.document} className="text-brand-200 hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-1 text-sm text-brand-200 not-italic">
            <p>{formatAddress()}</p>
            <p>
              <a href={`tel:${site.contact.phone.replace(/[^\d+]/g, '')}`} className="hover:text-white">
                {site.contact.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.contact.email}`} className="hover:text-white">
                {site.contact.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The year of the prerendered HTML may be last year's; the browser's wins quietly. */}
        <p suppressHydrationWarning className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-300 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {site.firmName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
