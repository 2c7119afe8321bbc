import type { Block } from './blocks.ts';
import { type Problem, placeInSpace, type State } from './packing-state.ts';
import type { Space } from './spaces.ts';

export interface GreedyParams {
  /** 0: largest block volume; 1: volume minus space that becomes too thin to use; 2: tightest fit. */
  fitness: 0 | 1 | 2;
  /** 0: Parreño's sorted corner distance; 1: distance along x first (walls); 2: lowest bottom first (layers). */
  spaceRule: 0 | 1 | 2;
}

function keyOf(s: Space, p: Problem, rule: number, out: number[]): void {
  const ax = Math.min(s.x0, p.L - s.x1);
  const ay = Math.min(s.y0, p.W - s.y1);
  if (rule === 1) {
    out[0] = ax;
    out[1] = s.z0;
    out[2] = ay;
  } else if (rule === 2) {
    out[0] = s.z0;
    out[1] = ax;
    out[2] = ay;
  } else {
    const lo = Math.min(ax, ay, s.z0);
    const hi = Math.max(ax, ay, s.z0);
    out[0] = lo;
    out[1] = ax + ay + s.z0 - lo - hi;
    out[2] = hi;
  }
}

const volumeOf = (s: Space): number => (s.x1 - s.x0) * (s.y1 - s.y0) * (s.z1 - s.z0);

function anyFits(p: Problem, avail: number[], s: Space): boolean {
  const sx = s.x1 - s.x0;
  const sy = s.y1 - s.y0;
  const sz = s.z1 - s.z0;
  for (let k = 0; k < p.kinds.length; k++) {
    if (avail[k] <= 0) continue;
    for (const { d } of p.kinds[k].orients) if (d[0] <= sx && d[1] <= sy && d[2] <= sz) return true;
  }
  return false;
}

const kBest = [0, 0, 0];
const kCur = [0, 0, 0];

/** The next space to fill and its best blocks, marking spaces without any feasible block as dead. */
export function nextChoice(
  st: State,
  p: Problem,
  prm: GreedyParams,
  width: number,
): { s: Space; blocks: Block[] } | null {
  for (;;) {
    let bi = -1;
    let bv = 0;
    for (let i = 0; i < st.spaces.length; i++) {
      const s = st.spaces[i];
      if (s.dead) continue;
      keyOf(s, p, prm.spaceRule, kCur);
      const v = volumeOf(s);
      if (bi >= 0) {
        const c = kCur[0] - kBest[0] || kCur[1] - kBest[1] || kCur[2] - kBest[2] || bv - v;
        if (c >= 0) continue;
      }
      bi = i;
      bv = v;
      kBest[0] = kCur[0];
      kBest[1] = kCur[1];
      kBest[2] = kCur[2];
    }
    if (bi < 0) return null;
    const s = st.spaces[bi];
    const blocks = anyFits(p, st.avail, s) ? bestBlocks(st, p, s, prm.fitness, width) : [];
    if (blocks.length > 0) return { s, blocks };
    st.spaces[bi] = { ...s, dead: true };
  }
}

/** Smallest extent along each axis of any box still available, used to spot gaps no box can use. */
function minExtents(p: Problem, avail: number[]): [number, number, number] {
  const m: [number, number, number] = [Infinity, Infinity, Infinity];
  for (let k = 0; k < p.kinds.length; k++) {
    if (avail[k] <= 0) continue;
    for (const { d } of p.kinds[k].orients) {
      if (d[0] < m[0]) m[0] = d[0];
      if (d[1] < m[1]) m[1] = d[1];
      if (d[2] < m[2]) m[2] = d[2];
    }
  }
  return m;
}

function bestBlocks(st: State, p: Problem, s: Space, mode: number, K: number): Block[] {
  const sx = s.x1 - s.x0;
  const sy = s.y1 - s.y0;
  const sz = s.z1 - s.z0;
  const [mx, my, mz] = minExtents(p, st.avail);
  const cap = p.payload - st.weight;
  const { dx, dy, dz, volume, weight, kind, count } = p.soa;
  const avail = st.avail;
  const top: number[] = [];
  const topF: number[] = [];
  const n = dx.length;
  for (let j = 0; j < n; j++) {
    // Fitness never exceeds volume in modes 0 and 1 and blocks are sorted by volume: nothing better follows.
    if (mode !== 2 && top.length === K && volume[j] <= topF[K - 1]) break;
    const bx = dx[j];
    const by = dy[j];
    const bz = dz[j];
    if (bx > sx || by > sy || bz > sz || weight[j] > cap) continue;
    if (avail[kind[j]] < count[j]) continue;
    const v = volume[j];
    let f = v;
    if (mode === 1) {
      // Volume minus what is lost: the block's own voids and gaps too thin for any remaining box.
      const gx = sx - bx;
      const gy = sy - by;
      const gz = sz - bz;
      let waste = bx * by * bz - v;
      if (gx > 0 && gx < mx) waste += gx * by * bz;
      if (gy > 0 && gy < my) waste += gy * bx * bz;
      if (gz > 0 && gz < mz) waste += gz * bx * by;
      f = v - waste;
    } else if (mode === 2) {
      // Tightest fit: smallest gap first, then the next ones (Parreño's best-fit rule).
      const gx = sx - bx;
      const gy = sy - by;
      const gz = sz - bz;
      const lo = Math.min(gx, gy, gz);
      const hi = Math.max(gx, gy, gz);
      f = -(lo * 1e8 + (gx + gy + gz - lo - hi) * 1e4 + hi) + v * 1e-9;
    }
    if (top.length === K && f <= topF[K - 1]) continue;
    let i = top.length < K ? top.length : K - 1;
    while (i > 0 && topF[i - 1] < f) {
      top[i] = top[i - 1];
      topF[i] = topF[i - 1];
      i--;
    }
    top[i] = j;
    topF[i] = f;
  }
  return top.map((j) => p.blocks[j]);
}

/** Finish a partial packing greedily (mutates st). */
export function complete(st: State, p: Problem, prm: GreedyParams): State {
  for (;;) {
    const c = nextChoice(st, p, prm, 1);
    if (!c) return st;
    placeInSpace(st, p, c.s, c.blocks[0]);
  }
}
