import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface MenuItem {
  label: string;
  keys?: string;
  run(): void;
}

interface Props {
  items: MenuItem[];
  /** Where it opens: beside the node (keyboard) or at the pointer (right click). */
  at: { x: number; y: number };
  onClose(): void;
}

/** The node's context menu (WAI-ARIA menu): ↑/↓ move, Enter runs, Esc, Tab or a click elsewhere closes it. */
export function TreeContextMenu({ items, at, onClose }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const i = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') all[(i + 1) % all.length]?.focus();
    else if (e.key === 'ArrowUp') all[(i - 1 + all.length) % all.length]?.focus();
    else if (e.key === 'Escape' || e.key === 'Tab') onClose();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div
      ref={menu}
      className="tree-menu"
      role="menu"
      aria-label="Действия с узлом"
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
      // A click elsewhere takes the focus away: the menu closes as a native one does.
      onBlur={(e) => {
        if (!menu.current?.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onClose();
            item.run();
          }}
        >
          <span>{item.label}</span>
          {item.keys ? <kbd>{item.keys}</kbd> : null}
        </button>
      ))}
    </div>
  );
}
