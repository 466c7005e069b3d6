import { WIDGET_TYPE_NAMES, isWidgetType, type Widget } from '@keel/shared/dashboards';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import type { Nudge } from '../layout-nudge';
import { WidgetBody } from '../widgets/widget-body';
import { WidgetMenu } from './widget-menu';
import { WidgetTitle } from './widget-title';

interface WidgetFrameProps {
  dashboardId: string;
  widget: Widget;
  editMode: boolean;
  onRename: (title: string) => void;
  onConfigure: () => void;
  onNudge: (nudge: Nudge) => void;
  onRemove: () => void;
}

/** A widget's card: header (drag handle in edit mode, title, menu) and its live content. */
export function WidgetFrame({ dashboardId, widget, editMode, onRename, onConfigure, onNudge, onRemove }: WidgetFrameProps) {
  const [editingTitle, setEditingTitle] = useState(false);
  const headingId = `widget-title-${widget.id}`;
  return (
    <section
      id={`widget-${widget.id}`}
      aria-labelledby={headingId}
      className={clsx(
        'flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow',
        editMode ? 'border-accent-200 ring-1 ring-accent-100' : 'border-slate-200',
      )}
    >
      <header
        className={clsx(
          'flex h-11 shrink-0 items-center gap-1.5 border-b px-3',
          editMode ? 'widget-drag-handle cursor-grab border-accent-100 bg-accent-50/50 active:cursor-grabbing' : 'border-slate-100',
        )}
      >
        {editMode ? <GripVertical aria-hidden className="h-4 w-4 shrink-0 text-accent-600" /> : null}
        <div className="min-w-0 flex-1">
          <WidgetTitle
            headingId={headingId}
            title={widget.title}
            editable={editMode}
            editing={editingTitle}
            onEditingChange={setEditingTitle}
            onCommit={onRename}
          />
        </div>
        {editMode ? (
          <WidgetMenu
            title={widget.title}
            typeName={isWidgetType(widget.type) ? WIDGET_TYPE_NAMES[widget.type] : widget.type}
            onEditTitle={() => setEditingTitle(true)}
            onConfigure={onConfigure}
            onNudge={onNudge}
            onRemove={onRemove}
          />
        ) : null}
      </header>
      {/* Focusable, so keyboard users can scroll a long widget too. */}
      <div
        tabIndex={0}
        aria-labelledby={headingId}
        role="group"
        className="min-h-0 flex-1 overflow-auto px-3 py-2.5 focus-visible:outline-offset-[-3px]"
      >
        <WidgetBody dashboardId={dashboardId} widget={widget} editMode={editMode} />
      </div>
    </section>
  );
}
