import { mercatorX, mercatorY, TILE_SIZE, toLatLng } from './cluster-points.ts';

export interface MapFit {
  center: [number, number];
  zoom: number;
}

const MAX_ZOOM = 17;
const MIN_ZOOM = 3;

/**
 * The centre and zoom that show a whole track in a map of width × height pixels, with a margin
 * (issue 23 item 13: choosing a worker brings his track into view, not only his last point).
 * The largest whole zoom at which the track's Web Mercator box fits; one point gets MAX_ZOOM − 1.
 */
export function fitTrack(path: readonly [number, number][], width: number, height: number, margin = 40): MapFit | null {
  if (!path.length || width <= 0 || height <= 0) return null;
  let minX = 1;
  let maxX = 0;
  let minY = 1;
  let maxY = 0;
  for (const [lat, lng] of path) {
    const x = mercatorX(lng);
    const y = mercatorY(lat);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const room = (px: number, span: number) =>
    span > 0 ? Math.log2(Math.max(1, px - 2 * margin) / (span * TILE_SIZE)) : MAX_ZOOM - 1;
  const zoom = Math.floor(Math.min(room(width, maxX - minX), room(height, maxY - minY), MAX_ZOOM - 1));
  return { center: toLatLng((minX + maxX) / 2, (minY + maxY) / 2), zoom: Math.max(MIN_ZOOM, zoom) };
}
