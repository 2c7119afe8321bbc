import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orientationsFromVerticalEdges } from '../../../core/packing/orientation.ts';
import type { PackItemType, Vehicle } from '../../../core/packing/types.ts';

export interface BrInstance {
  set: number;
  index: number;
  container: Vehicle;
  items: PackItemType[];
  /** Per box type, whether its l, w, h edge may stand vertical (needed by the binpackingjs adapter). */
  vertical: [boolean, boolean, boolean][];
}

/** Parse an OR-Library thpack file (Bischoff & Ratcliff): container, then `type l vl w vw h vh qty` rows. */
export function parseThpack(text: string, set: number): BrInstance[] {
  const nums = text.trim().split(/\s+/).map(Number);
  let i = 0;
  const next = () => nums[i++];
  const count = next();
  const out: BrInstance[] = [];
  for (let p = 0; p < count; p++) {
    const index = next();
    next(); // generator seed
    const [L, W, H] = [next(), next(), next()];
    const n = next();
    const items: PackItemType[] = [];
    const vertical: [boolean, boolean, boolean][] = [];
    for (let t = 0; t < n; t++) {
      const type = next();
      const l = next();
      const vl = next() === 1;
      const w = next();
      const vw = next() === 1;
      const h = next();
      const vh = next() === 1;
      const quantity = next();
      vertical.push([vl, vw, vh]);
      items.push({
        id: `t${type}`,
        textId: `BR${set}-${index}-t${type}`,
        l,
        w,
        h,
        weight: 0,
        quantity,
        allowedOrientations: orientationsFromVerticalEdges(vl, vw, vh),
        allowPutOn: true,
        allowPutInto: false,
      });
    }
    out.push({
      set,
      index,
      container: { id: 'br', name: 'BR container', l: L, w: W, h: H, payload: Infinity },
      items,
      vertical,
    });
  }
  return out;
}

export function loadBrSet(benchDir: string, set: number): BrInstance[] {
  return parseThpack(readFileSync(join(benchDir, `thpack${set}.txt`), 'utf8'), set);
}
