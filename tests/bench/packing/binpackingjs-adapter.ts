import { getDimension, type Item3D, pack3D, RotationType } from 'binpackingjs';
import type { BrInstance } from './br-instances.ts';

const ROTATIONS = [
  RotationType.WHD,
  RotationType.HWD,
  RotationType.HDW,
  RotationType.DHW,
  RotationType.DWH,
  RotationType.WDH,
];

/**
 * Run binpackingjs's 3D packer on a BR instance (it has no support rule) and return its volume utilisation.
 * Mapping: bin width = container length, height = container height, depth = container width; item width = l,
 * height = h, depth = w, so dimension index 1 of a rotation is the vertical edge.
 */
export function packWithBinpackingjs(inst: BrInstance): number {
  const { l: L, w: W, h: H } = inst.container;
  const items: Item3D[] = [];
  inst.items.forEach((it, t) => {
    // Indices returned by getDimension refer to [width, height, depth] = [l, h, w].
    const edgeFlag = [inst.vertical[t][0], inst.vertical[t][2], inst.vertical[t][1]];
    const allowedRotations = ROTATIONS.filter((r) => edgeFlag[getDimension(0, 1, 2, r)[1]]);
    for (let k = 0; k < it.quantity; k++)
      items.push({ name: `${it.id}-${k}`, width: it.l, height: it.h, depth: it.w, weight: 1, allowedRotations });
  });
  const res = pack3D({
    bins: [{ name: 'c', width: L, height: H, depth: W, maxWeight: Number.POSITIVE_INFINITY }],
    items,
  });
  const loaded = res.packedBins[0].items.reduce((s, i) => s + i.width * i.height * i.depth, 0);
  return loaded / (L * W * H);
}
