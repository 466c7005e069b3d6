import { LayoutGrid } from 'lucide-react';

/** An empty dashboard (docs/product/dashboards.md#widgets): the hint to add widgets shows in edit mode. */
export function DashboardEmpty({ editMode, canEdit }: { editMode: boolean; canEdit: boolean }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border-2 border-dashed border-slate-200 bg-white/60 px-6 py-20 text-center">
      <span className="rounded-full bg-accent-50 p-4">
        <LayoutGrid aria-hidden className="h-8 w-8 text-accent-600" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">This dashboard is empty.</p>
      {editMode ? (
        <p className="mt-1 text-sm text-slate-600">Click "Add Widget" to get started.</p>
      ) : canEdit ? (
        <p className="mt-1 text-sm text-slate-600">Switch to Edit Mode to add widgets.</p>
      ) : null}
    </div>
  );
}
