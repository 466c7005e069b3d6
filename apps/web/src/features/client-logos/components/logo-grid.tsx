import type { ClientLogo } from '@keel/shared/client-logos';
import { RowDeleteButton } from '../../../components/list/row-delete-button';
import { kilobytes } from './pending-logo-list';

/** The current logos: 2 to 5 columns, size in KB with 2 decimals, delete with confirmation. */
export function LogoGrid({ logos, onDelete }: { logos: ClientLogo[]; onDelete: (logo: ClientLogo) => Promise<void> }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" aria-label="Current logos">
      {logos.map((logo) => (
        <li key={logo.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex h-24 items-center justify-center rounded bg-slate-50">
            <img src={logo.url} alt={logo.name} className="max-h-20 max-w-full object-contain" loading="lazy" />
          </div>
          <p className="mt-2 truncate text-sm font-medium text-slate-900" title={logo.name}>
            {logo.name}
          </p>
          <p className="text-xs text-slate-500">{logo.sizeBytes === null ? 'Size unknown' : kilobytes(logo.sizeBytes)}</p>
          <div className="mt-2 flex justify-end">
            <RowDeleteButton itemLabel={logo.name} onConfirm={() => onDelete(logo)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
