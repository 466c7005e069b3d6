/** Class names of the boards' dropdown menus (the same look as the header's user menu). */
export const menuContentClasses = 'z-50 min-w-48 animate-menu-in rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl';
export const menuItemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[highlighted]:text-brand-900';
export const menuLabelClasses = 'px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';
