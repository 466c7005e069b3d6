import { X } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { PendingLogo } from '../api/upload-logos';

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function Preview({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return url ? (
    <img src={url} alt="" className="h-12 w-12 shrink-0 rounded border border-slate-200 object-contain" />
  ) : (
    <span className="h-12 w-12 shrink-0" />
  );
}

interface PendingLogoListProps {
  logos: PendingLogo[];
  onName: (index: number, name: string) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The files picked for upload, each with an optional name. */
export function PendingLogoList({ logos, onName, onRemove, disabled }: PendingLogoListProps) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Files to upload">
      {logos.map((logo, index) => (
        <li key={`${logo.file.name}-${logo.file.lastModified}-${index}`} className="flex flex-wrap items-center gap-4 py-3">
          <Preview file={logo.file} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{logo.file.name}</p>
            <p className="text-xs text-slate-500">{kilobytes(logo.file.size)}</p>
          </div>
          <label className="sr-only" htmlFor={`logo-name-${index}`}>
            Name for {logo.file.name} (optional)
          </label>
          <Input
            id={`logo-name-${index}`}
            value={logo.name}
            onChange={(event) => onName(index, event.target.value)}
            placeholder="Name (optional)"
            className="w-full sm:w-64"
            disabled={disabled}
          />
          <button
            type="button"
            onClick={() => onRemove(index)}
            disabled={disabled}
            aria-label={`Remove ${logo.file.name}`}
            className="rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
