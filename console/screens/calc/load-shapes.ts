import type { CalcPlacement } from '../../../core/calc/get-cost.answer.ts';
import { paintOrder } from './depth-order.ts';
import { type Face, farFaces, type View, visibleFaces } from './iso-projection.ts';
import { placementHosts } from './placement-hosts.ts';

// What the vehicle drawing paints, as data: one shape per placement, far to near.
//
// A unit inside a hollow item (boxes in a wardrobe) is drawn inside it: the holder is split into
// its far walls, then the units inside (far to near among themselves), then its near walls,
// see-through. From any view the nested units lie between the holder's far and near walls, so this
// is the painter's order itself and stays right as the drawing turns; the units show through the
// near walls, tinted by the holder's colour, which reads as "inside". Drawing a nested unit after
// its holder with a dashed outline was the other choice: it would sit on top of the near walls and
// read as a box standing in front of the wardrobe. Every unit keeps its own colour (by text_id).
//
// The holder takes one place in the order of the units standing in the vehicle: its guests lie
// within its box, so whatever plane separates it from another unit separates its guests too.

export interface BoxShape {
  /** Index in the pack's placements. */
  index: number;
  textId: string;
  /** A holder drawn open: units lie inside it. */
  hollow: boolean;
  /** Drawn first: a holder's inner floor and walls; empty for a solid box. */
  back: Face[];
  /** The units inside, in painting order. */
  inner: BoxShape[];
  /** Drawn last: the faces towards the eye (see-through on a holder). */
  front: Face[];
}

function shape(placements: readonly CalcPlacement[], index: number, guests: number[], view: View): BoxShape {
  const p = placements[index];
  const order = paintOrder(
    guests.map((g) => placements[g]),
    view,
  );
  const hollow = guests.length > 0;
  return {
    index,
    textId: p.text_id,
    hollow,
    back: hollow ? farFaces(p, view) : [],
    inner: order.map((k) => shape(placements, guests[k], [], view)),
    front: visibleFaces(p, view),
  };
}

/** The shapes of a pack's placements, in painting order (far first), nested units inside their holder's. */
export function loadShapes(placements: readonly CalcPlacement[], view: View): BoxShape[] {
  const hosts = placementHosts(placements);
  const guestsOf = placements.map((): number[] => []);
  const standing: number[] = [];
  hosts.forEach((host, i) => {
    if (host === null) standing.push(i);
    else guestsOf[host].push(i);
  });
  const order = paintOrder(
    standing.map((i) => placements[i]),
    view,
  );
  return order.map((k) => shape(placements, standing[k], guestsOf[standing[k]], view));
}

/** Every shape, holders before their guests: one per placement. */
export function allShapes(shapes: readonly BoxShape[]): BoxShape[] {
  return shapes.flatMap((s) => [s, ...allShapes(s.inner)]);
}
