/** The id of every layout's main region: the skip link's and the page transition's focus target. */
export const MAIN_ID = 'main-content';

export const getMain = () => document.getElementById(MAIN_ID);

/** The first focusable element of every page: one Tab and Enter reach the content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        getMain()?.focus();
      }}
      className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[80]"
    >
      Skip to main content
    </a>
  );
}
