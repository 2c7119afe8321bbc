import type { Orientation } from './types.ts';

/** An item type as the engine sees it: a box with a count and its distinct allowed rotations. */
export interface BoxKind {
  orients: { o: Orientation; d: [number, number, number] }[];
  weight: number;
  volume: number;
  count: number;
  putOn: boolean;
}

/**
 * A cuboid of nx×ny×nz boxes of one kind in one orientation, placed as one unit (a "simple block").
 * (ax, ay) is its flat top area anchored at the block origin: anything standing inside it on top of the block
 * is fully supported. Boxes that forbid put-on give blocks without a top area.
 */
export interface Block {
  dx: number;
  dy: number;
  dz: number;
  volume: number;
  weight: number;
  kind: number;
  count: number;
  ax: number;
  ay: number;
  o: Orientation;
  bx: number;
  by: number;
  bz: number;
  nx: number;
  ny: number;
  nz: number;
}

/** Every simple block that fits the container with the available counts, largest volume first. */
export function buildSimpleBlocks(kinds: BoxKind[], L: number, W: number, H: number, maxBlocks: number): Block[] {
  const out: Block[] = [];
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k];
    for (const { o, d } of kind.orients) {
      const [bx, by, bz] = d;
      if (bx > L || by > W || bz > H) continue;
      // Nothing may stand on a box that forbids put-on, so such boxes never form columns.
      const maxZ = kind.putOn ? Math.min(Math.floor(H / bz), kind.count) : 1;
      for (let nz = 1; nz <= maxZ; nz++) {
        const maxY = Math.min(Math.floor(W / by), Math.floor(kind.count / nz));
        for (let ny = 1; ny <= maxY; ny++) {
          const maxX = Math.min(Math.floor(L / bx), Math.floor(kind.count / (nz * ny)));
          for (let nx = 1; nx <= maxX; nx++) {
            const n = nx * ny * nz;
            out.push({
              dx: bx * nx,
              dy: by * ny,
              dz: bz * nz,
              volume: kind.volume * n,
              weight: kind.weight * n,
              kind: k,
              count: n,
              ax: kind.putOn ? bx * nx : 0,
              ay: kind.putOn ? by * ny : 0,
              o,
              bx,
              by,
              bz,
              nx,
              ny,
              nz,
            });
          }
        }
      }
    }
  }
  out.sort((a, b) => b.volume - a.volume || a.dx * a.dy * a.dz - b.dx * b.dy * b.dz);
  return out.length > maxBlocks ? out.slice(0, maxBlocks) : out;
}

export interface BoxPlacement {
  kind: number;
  o: Orientation;
  x: number;
  y: number;
  z: number;
  dx: number;
  dy: number;
  dz: number;
}

/** The individual boxes of a block placed at (x, y, z). */
export function expandBlock(b: Block, x: number, y: number, z: number, out: BoxPlacement[]): void {
  for (let k = 0; k < b.nz; k++)
    for (let j = 0; j < b.ny; j++)
      for (let i = 0; i < b.nx; i++)
        out.push({
          kind: b.kind,
          o: b.o,
          x: x + i * b.bx,
          y: y + j * b.by,
          z: z + k * b.bz,
          dx: b.bx,
          dy: b.by,
          dz: b.bz,
        });
}
