/** Where a pop-up (a picker, the calendar) goes beside the field it belongs to, in viewport pixels. */
export interface FloatingPlace {
  left: number;
  /** Set when it opens below the field. */
  top?: number;
  /** Set when it opens above the field (distance from the viewport's bottom edge). */
  bottom?: number;
  maxHeight: number;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
}

/** A picker's usual height (search, eight rows, the foot): below the field when that much fits there. */
export const WANTED_HEIGHT = 320;
const GAP = 2;
const EDGE = 8;

/**
 * Issue 22 item 2 'pickers render above their container': the pop-up is fixed to the viewport, so no
 * scrolling box (the order card's workers table) clips it. It opens below the field when its usual
 * height fits there or there is more room below than above, else above; its height never passes
 * the viewport, and it is shifted left to stay inside the window.
 */
export function floatingPlace(anchor: Box, width: number, view: { width: number; height: number }): FloatingPlace {
  const below = view.height - anchor.bottom - GAP - EDGE;
  const above = anchor.top - GAP - EDGE;
  const left = Math.max(EDGE, Math.min(anchor.left, view.width - width - EDGE));
  if (below >= WANTED_HEIGHT || below >= above)
    return { left, top: anchor.bottom + GAP, maxHeight: Math.max(below, 0) };
  return { left, bottom: view.height - anchor.top + GAP, maxHeight: above };
}
