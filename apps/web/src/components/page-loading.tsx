import { Spinner } from './ui/spinner';

/** A page's content while its record loads: a labelled spinner in the middle of the page. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}
