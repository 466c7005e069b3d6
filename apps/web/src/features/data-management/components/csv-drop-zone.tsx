import { clsx } from 'clsx';
import { FileSpreadsheet } from 'lucide-react';
import { useRef, useState } from 'react';

/** Drop a .csv file here, or choose one (a real button, so keyboard users can too). */
export function CsvDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
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
        const file = event.dataTransfer.files[0];
        if (!disabled && file) onFile(file);
      }}
      className={clsx('rounded-xl border-2 border-dashed p-6 text-center transition-colors', over ? 'border-accent-600 bg-accent-50' : 'border-slate-300 bg-white')}
    >
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="CSV file to import"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <FileSpreadsheet aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
      <p className="mt-3 text-slate-700">Drag and drop a CSV file here, or</p>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="mt-2 rounded-md font-semibold text-accent-700 underline-offset-4 hover:underline disabled:opacity-60"
      >
        choose a file
      </button>
      <p className="mt-2 text-xs text-slate-500">One .csv file with a header row; an email column is required.</p>
    </div>
  );
}
