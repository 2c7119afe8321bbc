import { focusable } from './focus-trap.ts';

/**
 * The one stack of what is open above the page (issue 22 item 4): forms, dialogs, the palette, the
 * cheat sheet, pickers, panels. The top layer takes Esc, and only it; focus that lands behind the
 * top modal layer comes back into it; closing a layer gives the focus back to the element that
 * opened it. Every layer opens through `openLayer` (the `useLayer` hook), so no component listens
 * for Esc on its own and two layers never close on one key.
 */
export interface LayerOptions {
  /** The layer's box: focus inside it belongs to it. */
  element(): HTMLElement | null;
  onEscape(): void;
  /** Focus that lands on the page behind a modal layer is pulled back into it. */
  modal?: boolean;
  /** Takes Esc only while the focus is inside (the call pop-ups never take the focus themselves). */
  whenFocused?: boolean;
}

interface Layer extends LayerOptions {
  opener: HTMLElement | null;
  last: HTMLElement | null;
  /** The boxes around `last`, innermost first: when `last` goes (a panel's button replaced by its result), the focus stays nearby. */
  around: HTMLElement[];
}

const layers: Layer[] = [];

/** Places the focus may be while a modal layer is open: the notices and the call pop-ups. */
const freeZones = '[data-sonner-toaster], .call-popups';

const activeElement = () => {
  const el = document.activeElement as HTMLElement | null;
  return el && el !== document.body ? el : null;
};

const inside = (layer: Layer, node: Node | null) => Boolean(node && layer.element()?.contains(node));

function firstFocusable(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>(focusable) ?? root;
}

function topModal(): number {
  for (let i = layers.length - 1; i >= 0; i--) if (layers[i].modal) return i;
  return -1;
}

/** Into the top modal layer: where the user last was in it, else the first control near there, else its first control. */
function focusTopModal(): void {
  const layer = layers[topModal()];
  if (!layer) return;
  if (layer.last?.isConnected && inside(layer, layer.last)) {
    layer.last.focus({ preventScroll: true });
    return;
  }
  const near = layer.around.find((box) => box.isConnected && box.querySelector(focusable));
  (near ? firstFocusable(near) : firstFocusable(layer.element()))?.focus({ preventScroll: true });
}

function boxesAround(target: HTMLElement, root: HTMLElement | null): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let el = target.parentElement; el && el !== root; el = el.parentElement) out.push(el);
  return out;
}

function onKeyDown(e: KeyboardEvent) {
  if (e.key !== 'Escape' || e.isComposing) return;
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i];
    if (layer.whenFocused && !inside(layer, e.target as Node)) continue;
    e.preventDefault();
    e.stopImmediatePropagation();
    layer.onEscape();
    return;
  }
}

/**
 * Where the focus was before it went into a modal box no layer holds yet: React runs `autoFocus`
 * while it commits, before the box's `useLayer` effect opens its layer, so that focus is not "behind
 * the top modal" (pulling it back left a dialog opened from the palette with the focus behind it).
 */
let cameFrom: HTMLElement | null = null;

function inUnheldModal(target: HTMLElement): boolean {
  const box = target.closest?.('[aria-modal="true"]');
  return Boolean(box && !layers.some((l) => l.element() === box));
}

function onFocusIn(e: FocusEvent) {
  const target = e.target as HTMLElement | null;
  if (!target) return;
  if (inUnheldModal(target)) {
    cameFrom = e.relatedTarget as HTMLElement | null;
    return;
  }
  const m = topModal();
  if (m < 0) return;
  for (let i = layers.length - 1; i >= 0; i--)
    if (inside(layers[i], target)) {
      layers[i].last = target;
      layers[i].around = boxesAround(target, layers[i].element());
      if (i >= m) return;
      break;
    }
  if (target.closest?.(freeZones)) return;
  focusTopModal();
}

// The focused element was removed (a row deleted, a picker closed): no focusin follows, and
// Chromium fires no focusout either, so look again shortly and now and then.
function regain() {
  if (topModal() >= 0 && !activeElement()) focusTopModal();
}

let installed = false;
let timer: ReturnType<typeof setInterval> | undefined;

function install() {
  if (installed) return;
  installed = true;
  // Capture on the window: before react-hotkeys-hook and kbar, so the lower layers never see the key.
  window.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', (e) => {
    if (!e.relatedTarget) setTimeout(regain, 0);
  });
}

function watch() {
  const modal = topModal() >= 0;
  if (modal && !timer) timer = setInterval(regain, 300);
  if (!modal && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

/** Gives the focus back when a closed layer leaves it nowhere: to its opener, else the layer now on top. */
function restore(closed: Layer) {
  const active = activeElement();
  if (active?.isConnected && !inside(closed, active)) return;
  const m = topModal();
  const opener = closed.opener;
  // The opener counts only where the focus may be now: on the page, or in the modal layer on top or above it.
  if (opener?.isConnected && (m < 0 || layers.slice(m).some((l) => inside(l, opener)))) {
    opener.focus({ preventScroll: true });
    return;
  }
  if (m >= 0) focusTopModal();
}

/** Opens a layer; the function it answers closes it. */
export function openLayer(options: LayerOptions): () => void {
  install();
  const active = activeElement();
  // A box that took the focus as it showed (autoFocus): its opener is where the focus came from.
  const opener = active && options.element()?.contains(active) ? cameFrom : active;
  cameFrom = null;
  const layer: Layer = { ...options, opener, last: null, around: [] };
  layers.push(layer);
  watch();
  return () => {
    const i = layers.indexOf(layer);
    if (i < 0) return;
    layers.splice(i, 1);
    watch();
    // After the layer's box has left the page (React removes it after this cleanup runs).
    setTimeout(() => restore(layer), 0);
  };
}

/** How many layers are open (tests and the list's «is anything above me» question). */
export function openLayers(): number {
  return layers.length;
}

/** Whether `node` is inside a layer above the page (the list keeps its keys to itself then). */
export function inAnyLayer(node: Node | null): boolean {
  return layers.some((l) => inside(l, node));
}
