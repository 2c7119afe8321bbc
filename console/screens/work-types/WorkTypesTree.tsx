// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern is a list of treeitems.
// biome-ignore-all lint/a11y/useSemanticElements: role=group is the tree pattern's list of child nodes, not a form group.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the tree takes the keys on its focused treeitem (← → open and close).
// biome-ignore-all lint/a11y/noStaticElementInteractions: treeitems are dragged and take the focus (roving tabindex); the drop zone is the mouse's way, Ctrl+X / Ctrl+V the keyboard's.
import { type DragEvent, type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { TreeNode } from '../../../core/work-types/work-type-tree.ts';
import { type MenuItem, TreeContextMenu } from './TreeContextMenu.tsx';
import {
  type DropZone,
  dropGroup,
  dropPlace,
  dropZone,
  findNode,
  siblingStep,
  type TreePlace,
  treeKey,
  visibleNodes,
} from './tree-nav.ts';
import { useWorkTypeTree } from './useWorkTypeTree.ts';
import { WorkTypeDetails } from './WorkTypeDetails.tsx';
import './work-types.css';

const domId = (id: string) => `tree-node-${id}`;

/**
 * /work_types (spec 02 §2): groups and work types as a WAI-ARIA tree. Mouse: click selects, the
 * arrow opens and closes, drag a node into a group or before or after another node, right click for
 * the menu. Keyboard: ↑ ↓ ← → Home End move and open/close, Enter selects, Shift+F10 opens the
 * menu, Ctrl+X then Ctrl+V on a group moves a node there, Alt+↑ / Alt+↓ move it among its
 * siblings, Esc forgets the cut node.
 */
export function WorkTypesTree() {
  const { nodes, failed, move } = useWorkTypeTree();
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [cut, setCut] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ node: string; at: { x: number; y: number } } | null>(null);
  const [note, setNote] = useState('');
  const [dropOn, setDropOn] = useState<{ id: string; zone: DropZone } | null>(null);
  const dragged = useRef<string | null>(null);
  const tree = useRef<HTMLUListElement>(null);
  const [, navigate] = useLocation();

  const visible = useMemo(() => visibleNodes(nodes ?? [], collapsed), [nodes, collapsed]);
  const current = focused && visible.some((v) => v.node.id === focused) ? focused : (visible[0]?.node.id ?? null);
  const labelOf = (id: string) => (nodes && findNode(nodes, id)?.label) ?? id;

  // The focus follows the roving tabindex while the tree has it, and comes back when a move re-parents
  // the focused node (its element is replaced, the focus falls to the page); the screen opens in the tree.
  useEffect(() => {
    const active = document.activeElement;
    if (current && nodes && (!active || active === document.body || tree.current?.contains(active)))
      document.getElementById(domId(current))?.focus();
  }, [current, nodes]);

  const toggle = (id: string) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const moveInto = async (node: string, group: number | null, before?: string | null) => {
    const refused = await move(node, group, before);
    const where = group === null ? 'на верхний уровень' : `в «${labelOf(`g${group}`)}»`;
    const place = before ? `, перед «${labelOf(before)}»` : before === null ? ', в конец' : '';
    setNote(refused ?? `«${labelOf(node)}» перемещено ${where}${place}`);
    if (!refused) setCut(null);
    if (group !== null)
      setCollapsed((c) => (c.has(`g${group}`) ? new Set([...c].filter((x) => x !== `g${group}`)) : c));
  };
  const place = (node: string, to: TreePlace | null) => {
    if (to) void moveInto(node, to.group, to.before);
    else setNote(`«${labelOf(node)}» сюда переместить нельзя`);
  };

  const doCut = (id: string) => {
    setCut(id);
    setNote(`Вырезано: «${labelOf(id)}». Выберите группу и нажмите Ctrl+V`);
  };
  const paste = (target: string) => {
    if (cut && cut !== target) void moveInto(cut, dropGroup(visible, target));
  };

  const openMenu = (id: string, at?: { x: number; y: number }) => {
    const rect = document.getElementById(domId(id))?.querySelector('.tree-row')?.getBoundingClientRect();
    setMenu({ node: id, at: at ?? { x: (rect?.left ?? 0) + 24, y: rect?.bottom ?? 0 } });
  };
  const closeMenu = () => {
    const id = menu?.node;
    setMenu(null);
    if (id) requestAnimationFrame(() => document.getElementById(domId(id))?.focus());
  };

  const menuItems = (id: string): MenuItem[] => {
    const v = visible.find((x) => x.node.id === id);
    if (!v) return [];
    const node = v.node;
    const items: MenuItem[] = [{ label: 'Выбрать', keys: 'Enter', run: () => setSelected(id) }];
    if (node.kind === 'group' && node.children.length)
      items.push({ label: collapsed.has(id) ? 'Развернуть' : 'Свернуть', keys: '→ / ←', run: () => toggle(id) });
    items.push({ label: 'Вырезать', keys: 'Ctrl+X', run: () => doCut(id) });
    if (cut && cut !== id)
      items.push({ label: `Вставить сюда «${labelOf(cut)}»`, keys: 'Ctrl+V', run: () => paste(id) });
    if (v.parent) items.push({ label: 'Переместить на верхний уровень', run: () => void moveInto(id, null) });
    const edit =
      node.kind === 'group' ? `/work_types_groups?id=${node.record_id}` : `/work_types/list?id=${node.record_id}`;
    items.push({ label: 'Изменить…', run: () => navigate(edit) });
    return items;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!current) return;
    // Alt+↑ / Alt+↓: the focused node one place up or down among its siblings (issue 23 item 12).
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      e.stopPropagation();
      const to = nodes ? siblingStep(nodes, visible, current, e.key === 'ArrowUp' ? -1 : 1) : null;
      if (to) void moveInto(current, to.group, to.before);
      else setNote(`«${labelOf(current)}» уже ${e.key === 'ArrowUp' ? 'первый' : 'последний'} в группе`);
      return;
    }
    const step = treeKey(e.key, current, visible, collapsed);
    if (step && 'focus' in step) setFocused(step.focus);
    else if (step) toggle(step.toggle);
    else if (e.key === 'Enter' || e.key === ' ') setSelected(current);
    else if ((e.shiftKey && e.key === 'F10') || e.key === 'ContextMenu') openMenu(current);
    // By code, so Ctrl+X / Ctrl+V work on the Russian layout too (Ctrl+Ч / Ctrl+М).
    else if (e.ctrlKey && e.code === 'KeyX') doCut(current);
    else if (e.ctrlKey && e.code === 'KeyV') paste(current);
    else if (e.key === 'Escape' && cut) {
      setCut(null);
      setNote('');
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const drag = {
    start: (id: string) => (e: DragEvent) => {
      e.stopPropagation();
      dragged.current = id;
      e.dataTransfer.setData('text/plain', id);
      e.dataTransfer.effectAllowed = 'move';
    },
    // Any node takes a drop (issue 23 item 12: a work type took none and said nothing): a group's
    // middle puts the node into it, the upper and lower parts of a row put it before or after.
    over: (node: TreeNode) => (e: DragEvent) => {
      if (!dragged.current || dragged.current === node.id) return;
      e.preventDefault();
      e.stopPropagation();
      const row = (e.currentTarget as HTMLElement).getBoundingClientRect();
      const zone = dropZone(node.kind, e.clientY, row.top, row.height);
      if (dropOn?.id !== node.id || dropOn.zone !== zone) setDropOn({ id: node.id, zone });
    },
    drop: (target: string) => (e: DragEvent) => {
      e.preventDefault();
      e.stopPropagation();
      const id = dragged.current;
      const zone = dropOn?.id === target ? dropOn.zone : 'into';
      dragged.current = null;
      setDropOn(null);
      if (id && nodes) place(id, dropPlace(nodes, visible, id, target, zone));
    },
    top: (e: DragEvent) => {
      e.preventDefault();
      const id = dragged.current;
      dragged.current = null;
      setDropOn(null);
      if (id) void moveInto(id, null);
    },
  };

  const renderNode = (node: TreeNode, level: number) => {
    const open = !collapsed.has(node.id);
    const hasChildren = node.children.length > 0;
    return (
      <li
        key={node.id}
        id={domId(node.id)}
        role="treeitem"
        aria-level={level}
        aria-expanded={hasChildren ? open : undefined}
        aria-selected={selected === node.id}
        tabIndex={current === node.id ? 0 : -1}
        draggable
        onDragStart={drag.start(node.id)}
        onDragEnd={() => setDropOn(null)}
        onFocus={(e) => {
          if (e.target === e.currentTarget) setFocused(node.id);
        }}
        className={`tree-item ${node.kind}${cut === node.id ? ' cut' : ''}${dropOn?.id === node.id ? ` drop drop-${dropOn.zone}` : ''}`}
      >
        <div
          className="tree-row"
          onClick={(e: MouseEvent) => {
            e.stopPropagation();
            setFocused(node.id);
            setSelected(node.id);
          }}
          onContextMenu={(e) => {
            e.preventDefault();
            setFocused(node.id);
            openMenu(node.id, { x: e.clientX, y: e.clientY });
          }}
          onDragOver={drag.over(node)}
          onDrop={drag.drop(node.id)}
        >
          {hasChildren ? (
            <span
              className="tree-twisty"
              aria-hidden="true"
              onClick={(e) => {
                e.stopPropagation();
                toggle(node.id);
              }}
            >
              {open ? '▾' : '▸'}
            </span>
          ) : (
            <span className="tree-twisty" aria-hidden="true" />
          )}
          <span className="tree-label">{node.label}</span>
        </div>
        {hasChildren && open ? <ul role="group">{node.children.map((c) => renderNode(c, level + 1))}</ul> : null}
      </li>
    );
  };

  const chosen = selected && nodes ? findNode(nodes, selected) : null;
  return (
    <section className="tree-screen" aria-labelledby="screen-title">
      <header className="tree-head">
        <h1 id="screen-title">Типы работ</h1>
        <Link href="/work_types/list">Список и формы</Link>
        <Link href="/work_types_groups">Группы</Link>
      </header>
      <p className="muted tree-help">
        ↑ ↓ — по узлам, ← → — свернуть и развернуть, Enter — выбрать, Shift+F10 — меню, Ctrl+X и Ctrl+V — переместить в
        группу, Alt+↑ Alt+↓ — выше и ниже среди соседей; мышью — перетащить в группу или выше и ниже другого узла.
      </p>
      <output className="tree-note">{note}</output>
      {failed ? <p className="error-box">Не удалось загрузить типы работ</p> : null}
      <div className="tree-body">
        {nodes ? (
          <div className="tree-frame">
            <ul ref={tree} className="tree" role="tree" aria-label="Типы работ по группам" onKeyDown={onKeyDown}>
              {nodes.map((n) => renderNode(n, 1))}
            </ul>
            <div
              className={`tree-top-drop${dropOn?.id === 'top' ? ' drop' : ''}`}
              onDragOver={(e) => {
                if (!dragged.current) return;
                e.preventDefault();
                setDropOn({ id: 'top', zone: 'into' });
              }}
              onDrop={drag.top}
            >
              Перетащите сюда, чтобы вынести на верхний уровень
            </div>
          </div>
        ) : (
          <p className="muted">Загрузка…</p>
        )}
        {chosen ? <WorkTypeDetails node={chosen} /> : null}
      </div>
      {menu ? <TreeContextMenu items={menuItems(menu.node)} at={menu.at} onClose={closeMenu} /> : null}
    </section>
  );
}
