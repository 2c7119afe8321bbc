import { type BoxKind, buildSimpleBlocks } from './blocks.ts';
import { complete, type GreedyParams, nextChoice } from './greedy.ts';
import { createRng } from './prng.ts';
import {
  cloneState,
  createProblem,
  createState,
  type Problem,
  placeInSpace,
  type Solution,
  type State,
  toSolution,
} from './packing-state.ts';

export interface LoadOptions {
  timeBudgetMs: number;
  seed: number;
  maxPasses: number;
}

const RULES: GreedyParams[] = [
  { fitness: 1, spaceRule: 0 },
  { fitness: 1, spaceRule: 1 },
  { fitness: 0, spaceRule: 0 },
  { fitness: 1, spaceRule: 2 },
  { fitness: 0, spaceRule: 1 },
  { fitness: 2, spaceRule: 0 },
];

/** Caps the per-step scan; BR instances need about 2 000 blocks. */
const MAX_BLOCKS = 20000;

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

interface Search {
  p: Problem;
  best: State;
  target: number;
  deadline: number;
  passesLeft: number;
}

function out(s: Search): boolean {
  return s.best.volume >= s.target || s.passesLeft <= 0 || now() >= s.deadline;
}

function offer(s: Search, st: State): void {
  s.passesLeft--;
  if (st.volume > s.best.volume) s.best = st;
}

/**
 * Greedy with lookahead (Zhu & Lim style): at each step the `width` best blocks for the chosen space are each
 * tried and the partial packing completed greedily; the block whose completion loads most is kept. Every
 * completion is a full, valid packing, so stopping at any time still leaves the best one found.
 * Returns whether the width limited any step (otherwise a wider search would repeat this one).
 */
function lookahead(s: Search, prm: GreedyParams, width: number): boolean {
  const st = createState(s.p);
  let binding = false;
  for (;;) {
    const c = nextChoice(st, s.p, prm, width);
    if (!c) break;
    let pick = c.blocks[0];
    if (c.blocks.length === width) binding = true;
    if (c.blocks.length > 1) {
      let bestVol = -1;
      for (const b of c.blocks) {
        const t = cloneState(st);
        placeInSpace(t, s.p, c.s, b);
        complete(t, s.p, prm);
        offer(s, t);
        if (t.volume > bestVol) {
          bestVol = t.volume;
          pick = b;
        }
        if (out(s)) return false;
      }
    }
    placeInSpace(st, s.p, c.s, pick);
  }
  offer(s, st);
  return binding;
}

/**
 * Fill one container with as much box volume as possible: deterministic greedy passes with different block and
 * space rules, then lookahead searches of growing width with the best rule until the budget is spent.
 */
export function loadContainer(
  kinds: BoxKind[],
  L: number,
  W: number,
  H: number,
  payload: number,
  opts: LoadOptions,
): Solution {
  const deadline = now() + opts.timeBudgetMs;
  const blocks = buildSimpleBlocks(kinds, L, W, H, MAX_BLOCKS);
  const p = createProblem(kinds, blocks, L, W, H, payload);
  const total = kinds.reduce((a, k) => a + k.volume * k.count, 0);
  const s: Search = {
    p,
    best: createState(p),
    target: Math.min(total, L * W * H),
    deadline,
    passesLeft: opts.maxPasses,
  };
  const ranked: { prm: GreedyParams; volume: number }[] = [];
  for (const prm of RULES) {
    const st = complete(createState(p), p, prm);
    offer(s, st);
    ranked.push({ prm, volume: st.volume });
    if (out(s)) return toSolution(s.best);
  }
  ranked.sort((a, b) => b.volume - a.volume);
  // Lookahead alternates between the best rule and, for diversity, a seeded pick among the runners-up.
  const rng = createRng(opts.seed);
  let stale = 0;
  for (let round = 0; !out(s) && stale < 3; round++) {
    const prm = round % 2 === 0 ? ranked[0].prm : ranked[1 + Math.floor(rng() * 2)].prm;
    const width = 2 << (round >> 1);
    stale = lookahead(s, prm, width) ? 0 : stale + 1;
  }
  return toSolution(s.best);
}
