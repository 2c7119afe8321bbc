/** The calculator cart: item text id → amount. */
export type CalcCart = Readonly<Record<string, number>>;

/**
 * Spec 02 §4: 'adding or removing an item adjusts the box count by the item's stuff-boxes value'.
 * `delta` units of `textId` are added (or removed when negative); the box item (setting
 * stuff_box_text_id) moves by delta × stuffBoxes. Neither goes below zero, and a line at zero is
 * dropped. The console applies this as the user clicks; the server prices the cart it is sent.
 */
export function changeCartItem(
  cart: CalcCart,
  textId: string,
  delta: number,
  stuffBoxes: number,
  boxTextId: string,
): Record<string, number> {
  const out: Record<string, number> = { ...cart };
  const before = out[textId] ?? 0;
  const after = Math.max(0, before + delta);
  const moved = after - before;
  const set = (id: string, n: number) => {
    if (n > 0) out[id] = n;
    else delete out[id];
  };
  set(textId, after);
  if (stuffBoxes > 0 && textId !== boxTextId) set(boxTextId, Math.max(0, (out[boxTextId] ?? 0) + moved * stuffBoxes));
  return out;
}
