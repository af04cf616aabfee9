// The drag-and-drop addon's context, which its typings leave out: the cards' own resize handles
// start a resize through it, as the addon's handles do.
declare module 'react-big-calendar/lib/addons/dragAndDrop/DnDContext' {
  import type { Context } from 'react';
  export const DnDContext: Context<{
    draggable: {
      onBeginAction: (
        event: object,
        action: 'move' | 'resize',
        direction?: 'UP' | 'DOWN' | 'LEFT' | 'RIGHT',
      ) => void;
    };
  }>;
}
