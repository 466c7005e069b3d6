import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';

interface FileDropZoneProps {
  /** The file input's accessible name, e.g. 'CSV file to import'. */
  inputLabel: string;
  /** The file input's id, when something must find it by id. */
  inputId?: string;
  /** The input's accept attribute (extensions and MIME types). */
  accept: string;
  /** Several files at once; otherwise only the first file dropped or picked is taken. */
  multiple?: boolean;
  icon: LucideIcon;
  /** The line above the pick button, e.g. 'Drag and drop a CSV file here, or'. */
  prompt: string;
  /** The pick button's text, e.g. 'choose a file'. */
  pickLabel: string;
  /** What is accepted, in small print; it also describes the pick button to screen readers. */
  hint: string;
  /** The files dropped or picked (never empty). */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** 'lg' gives the zone more room. */
  size?: 'md' | 'lg';
}

/**
 * Drop files here, or pick them with a real button (Tab, then Enter or Space), which opens the
 * browser's file dialog through a visually hidden, labelled file input.
 */
export function FileDropZone({
  inputLabel,
  inputId,
  accept,
  multiple = false,
  icon: Icon,
  prompt,
  pickLabel,
  hint,
  onFiles,
  disabled,
  size = 'md',
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  function take(list: FileList | null) {
    const files = Array.from(list ?? []);
    const chosen = multiple ? files : files.slice(0, 1);
    if (chosen.length > 0) onFiles(chosen);
  }

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
        if (!disabled) take(event.dataTransfer.files);
      }}
      className={clsx(
        'rounded-xl border-2 border-dashed text-center transition-colors',
        size === 'lg' ? 'p-8' : 'p-6',
        over ? 'border-accent-600 bg-accent-50' : 'border-slate-300 bg-white',
      )}
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <Icon aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
      <p className="mt-3 text-slate-700">{prompt}</p>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        className="mt-2 rounded-md font-semibold text-accent-700 underline-offset-4 hover:underline disabled:opacity-60"
      >
        {pickLabel}
      </button>
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
