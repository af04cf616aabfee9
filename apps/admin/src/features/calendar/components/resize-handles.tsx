import type { MouseEvent } from 'react';
import { createContext, useContext } from 'react';
import { DnDContext } from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import type { CalendarEvent } from '../lib/calendar-events.ts';

/**
 * Whether the time grid's cards may be resized by their edges (those of people who may update,
 * in the day and week views). The cards draw their handles themselves, and only while the
 * pointer is over them: the drag-and-drop addon's own handles are five elements on every card,
 * 4,000 on a busy day, of which a receptionist uses one at a time.
 */
export const CardResizeContext = createContext(false);

export const useCardResize = () => useContext(CardResizeContext);

/**
 * The addon's top and bottom handles, with its class names: its styles place them (first and last
 * child of the card, against the event box) and show them on hover, and its move handler leaves
 * a press on them alone. Reads the addon's context, which changes on every render of the
 * calendar: only the one hovered card's handles follow it, not every card.
 */
export function ResizeHandle({ event, direction }: { event: CalendarEvent; direction: 'UP' | 'DOWN' }) {
  const { draggable } = useContext(DnDContext);
  const begin = (e: MouseEvent) => {
    if (e.button !== 0) return;
    draggable.onBeginAction(event, 'resize', direction);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only handle, as the addon's; by keyboard a card opens its drawer, whose form reschedules it
    <div
      className="rbc-addons-dnd-resize-ns-anchor"
      onMouseDown={begin}
      data-resize={direction.toLowerCase()}
    >
      <div className="rbc-addons-dnd-resize-ns-icon" />
    </div>
  );
}
