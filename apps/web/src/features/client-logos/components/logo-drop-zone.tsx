import { LOGO_ACCEPT } from '@keel/shared/client-logos';
import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';

/** Drag-and-drop images here, or click (or press Enter / Space) to pick several. */
export function LogoDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
      className={clsx('rounded-xl border-2 border-dashed p-8 text-center transition-colors', over ? 'border-accent-600 bg-accent-50' : 'border-slate-300 bg-white')}
    >
      <input
        ref={input}
        id="logo-files"
        type="file"
        multiple
        accept={LOGO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Logo images"
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <ImagePlus aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
      <p className="mt-3 text-slate-700">Drag and drop logo images here, or</p>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="mt-2 rounded-md font-semibold text-accent-700 underline-offset-4 hover:underline disabled:opacity-60"
      >
        choose files
      </button>
      <p className="mt-2 text-xs text-slate-500">JPEG, PNG, GIF, SVG or WEBP. Several at once.</p>
    </div>
  );
}
