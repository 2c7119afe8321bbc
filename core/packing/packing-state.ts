import type { Block, BoxKind } from './blocks.ts';
import { addSpaces, initialSpace, newSpace, type Space, subtractCuboid } from './spaces.ts';

export interface Problem {
  kinds: BoxKind[];
  blocks: Block[];
  L: number;
  W: number;
  H: number;
  payload: number;
  /** Struct-of-arrays copy of the block fields read by the hot scan in bestBlocks. */
  soa: BlockArrays;
}

export interface BlockArrays {
  dx: Int32Array;
  dy: Int32Array;
  dz: Int32Array;
  volume: Float64Array;
  weight: Float64Array;
  kind: Int32Array;
  count: Int32Array;
}

export function createProblem(
  kinds: BoxKind[],
  blocks: Block[],
  L: number,
  W: number,
  H: number,
  payload: number,
): Problem {
  const n = blocks.length;
  const soa: BlockArrays = {
    dx: new Int32Array(n),
    dy: new Int32Array(n),
    dz: new Int32Array(n),
    volume: new Float64Array(n),
    weight: new Float64Array(n),
    kind: new Int32Array(n),
    count: new Int32Array(n),
  };
  blocks.forEach((b, i) => {
    soa.dx[i] = b.dx;
    soa.dy[i] = b.dy;
    soa.dz[i] = b.dz;
    soa.volume[i] = b.volume;
    soa.weight[i] = b.weight;
    soa.kind[i] = b.kind;
    soa.count[i] = b.count;
  });
  return { kinds, blocks, L, W, H, payload, soa };
}

export interface PlacedBlock {
  b: Block;
  x: number;
  y: number;
  z: number;
}

export interface Solution {
  placed: PlacedBlock[];
  volume: number;
  weight: number;
  spaces: Space[];
}

/** A partial packing; states are cheap to clone because spaces are replaced, never mutated. */
export interface State {
  avail: number[];
  spaces: Space[];
  placed: PlacedBlock[];
  volume: number;
  weight: number;
}

export function createState(p: Problem): State {
  return {
    avail: p.kinds.map((k) => k.count),
    spaces: [initialSpace(p.L, p.W, p.H)],
    placed: [],
    volume: 0,
    weight: 0,
  };
}

export function cloneState(st: State): State {
  return {
    avail: st.avail.slice(),
    spaces: st.spaces.slice(),
    placed: st.placed.slice(),
    volume: st.volume,
    weight: st.weight,
  };
}

export function toSolution(st: State): Solution {
  return { placed: st.placed, volume: st.volume, weight: st.weight, spaces: st.spaces };
}

/** Put b in the corner of s nearest to a corner of the container. */
export function placeInSpace(st: State, p: Problem, s: Space, b: Block): void {
  const x = s.x0 <= p.L - s.x1 ? s.x0 : s.x1 - b.dx;
  const y = s.y0 <= p.W - s.y1 ? s.y0 : s.y1 - b.dy;
  applyPlacement(st, p, { b, x, y, z: s.z0 });
}

export function applyPlacement(st: State, p: Problem, pb: PlacedBlock): void {
  const { b, x, y, z } = pb;
  st.spaces = subtractCuboid(st.spaces, { x0: x, y0: y, z0: z, x1: x + b.dx, y1: y + b.dy, z1: z + b.dz });
  st.avail[b.kind] -= b.count;
  st.placed.push(pb);
  st.volume += b.volume;
  st.weight += b.weight;
  const fresh: Space[] = [];
  if (b.ax > 0 && b.ay > 0) {
    // The column above the top area is empty up to the lowest block above it (or the roof).
    const top = z + b.dz;
    let ceiling = p.H;
    for (const q of st.placed) {
      if (q.z >= top && q.z < ceiling && q.x < x + b.ax && x < q.x + q.b.dx && q.y < y + b.ay && y < q.y + q.b.dy)
        ceiling = q.z;
    }
    if (ceiling > top) fresh.push(newSpace(x, y, top, x + b.ax, y + b.ay, ceiling));
  }
  st.spaces = addSpaces(st.spaces, fresh);
}
