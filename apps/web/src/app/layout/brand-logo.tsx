import { paths } from '@keel/shared/paths';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { site } from '../../config/site';

/** The firm's mark and name, linking home (or to `to`); `nameClassName` can hide the name visually where space is short. */
export function BrandLogo({
  inverted = false,
  to = paths.home,
  nameClassName,
}: {
  inverted?: boolean;
  to?: string;
  nameClassName?: string;
}) {
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2.5">
      <svg aria-hidden viewBox="0 0 32 32" className="h-9 w-9">
        <rect width="32" height="32" rx="7" fill="#0b2545" />
        <path d="M7 20h18l-3 5H10z" fill="#14b8a6" />
        <path d="M16 6v12M16 6l7 10h-7" stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
      </svg>
      <span className={clsx('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-brand-900', nameClassName)}>
        {site.firmName}
      </span>
    </Link>
  );
}
