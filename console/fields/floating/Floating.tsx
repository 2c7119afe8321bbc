import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { floatingPlace } from './floating-place.ts';

/**
 * A pop-up fixed to the viewport beside the element `anchorId` (floating-place.ts): above every
 * scrolling box of the page, following the field as the page or the card scrolls.
 */
export function Floating({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Unseen until placed, but never `visibility: hidden`: the picker's search takes the focus as it
  // mounts, before it is placed, and a hidden element cannot (the typed letters then went to the face).
  const [style, setStyle] = useState<CSSProperties>({ opacity: 0 });
  useLayoutEffect(() => {
    const update = () => {
      const anchor = document.getElementById(anchorId);
      const el = box.current;
      if (!anchor || !el) return;
      const width = el.firstElementChild?.getBoundingClientRect().width ?? el.getBoundingClientRect().width;
      const place = floatingPlace(anchor.getBoundingClientRect(), width, {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      setStyle({ left: place.left, top: place.top, bottom: place.bottom, maxHeight: place.maxHeight });
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchorId]);
  return (
    <div ref={box} className="floating" style={style}>
      {children}
    </div>
  );
}
