import type { CalcBox, CalcPlacement } from '../../../core/calc/get-cost.answer.ts';

// Which placement of a pack each unit lies in. `inside_of` says so (an index into the same pack's
// placements). The screen still checks that the named holder contains the unit, and otherwise finds
// it by geometry, so an answer from an older server (which numbered inside_of across the whole load)
// or a future change never draws a box floating outside its holder: units standing in the vehicle
// never overlap, so at most one of them contains the nested unit.

const contains = (outer: CalcBox, inner: CalcBox) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.z >= outer.z &&
  inner.x + inner.l <= outer.x + outer.l &&
  inner.y + inner.w <= outer.y + outer.w &&
  inner.z + inner.h <= outer.z + outer.h;

/**
 * For each placement, the index of the placement it lies in, or null when it stands in the vehicle.
 * A unit marked as nested with no holder found is treated as standing, so it is still drawn.
 */
export function placementHosts(placements: readonly CalcPlacement[]): (number | null)[] {
  // A holder stands in the vehicle (nesting is one level deep), so it is never the unit itself.
  const holds = (host: CalcPlacement | undefined, p: CalcPlacement) =>
    !!host && host.inside_of === null && contains(host, p);
  return placements.map((p) => {
    if (p.inside_of === null) return null;
    if (holds(placements[p.inside_of], p)) return p.inside_of;
    const found = placements.findIndex((q) => holds(q, p));
    return found < 0 ? null : found;
  });
}
