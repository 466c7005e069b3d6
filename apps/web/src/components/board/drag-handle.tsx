import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import { takePendingFocus } from './pending-focus';

const handleClasses =
  '-ml-1 mt-0.5 inline-flex h-6 w-5 shrink-0 cursor-grab items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700';

/** dnd-kit types its listeners as bare Functions; each is an ordinary React event handler. */
export const dndListener = (listeners: DraggableSyntheticListeners, name: string) =>
  listeners?.[name] as ((event: SyntheticEvent) => void) | undefined;

interface DragHandleProps {
  cardId: string;
  /** 'Move {name}'. */
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (node: HTMLElement | null) => void;
}

/**
 * A card's keyboard drag handle (a real button: Space picks the card up). It takes the focus when
 * its card was just moved from a menu into another column (pending-focus).
 */
export function DragHandle({ cardId, label, attributes, listeners, setActivatorNodeRef }: DragHandleProps) {
  const ref = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (takePendingFocus(cardId)) ref.current?.focus();
  }, [cardId]);
  return (
    <button
      type="button"
      ref={(node) => {
        setActivatorNodeRef(node);
        ref.current = node;
      }}
      {...attributes}
      onKeyDown={dndListener(listeners, 'onKeyDown')}
      aria-label={label}
      className={handleClasses}
    >
      <GripVertical aria-hidden className="h-4 w-4" />
    </button>
  );
}
