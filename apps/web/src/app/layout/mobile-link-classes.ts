/** A link of the mobile menu. */
export const mobileLinkClasses = 'block rounded-md px-3 py-2 text-base text-slate-700 hover:bg-slate-100 hover:text-brand-900';
