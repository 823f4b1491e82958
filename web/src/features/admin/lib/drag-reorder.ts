// Reordering a list by pointer: drag an item's handle onto another item (HTML drag and drop).
// The same lists reorder by keyboard through each item's "Subir" / "Bajar" buttons. Nested lists
// (days › sessions › blocks) each have their own hook: a drag only lands in the list it left.
import { useState, type DragEvent } from 'react';

export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return {
    /** On the item's handle. */
    handle: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        setDragging(index);
      },
      onDragEnd: end,
    }),
    /** On the item itself: where a dragged sibling may be dropped. */
    target: (index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (dragging === null) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(index);
      },
      onDrop: (event: DragEvent) => {
        if (dragging === null) return;
        event.preventDefault();
        event.stopPropagation();
        if (dragging !== index) onMove(dragging, index);
        end();
      },
      'data-drop-target': over === index && dragging !== null && dragging !== index ? 'true' : undefined,
    }),
  };
}
