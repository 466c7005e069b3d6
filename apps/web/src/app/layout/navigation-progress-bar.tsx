/** The thin bar at the top of the window while a navigation loads its page. */
export function NavigationProgressBar() {
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-accent-100" aria-hidden>
      <div className="h-full w-1/3 animate-progress bg-accent-500" />
    </div>
  );
}
