import { clsx } from 'clsx';

/** A person's initials in a circle: first and last word of the name (no photos on the public site). */
export function InitialsBadge({ name, className }: { name: string; className?: string }) {
  const words = name.trim().split(/\s+/);
  const initials = `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-700 to-accent-700 font-semibold text-white',
        className ?? 'h-12 w-12 text-base',
      )}
    >
      {initials}
    </span>
  );
}
