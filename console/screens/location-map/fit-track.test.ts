import { describe, expect, it } from 'vitest';
import { mercatorX, mercatorY, TILE_SIZE } from './cluster-points.ts';
import { fitTrack } from './fit-track.ts';

// Issue 23 item 13: 'choosing a worker does not bring his track into view'.
/** Where a point lands in a width × height map with this centre and zoom, in pixels. */
function pixel([lat, lng]: [number, number], fit: { center: [number, number]; zoom: number }, w: number, h: number) {
  const scale = TILE_SIZE * 2 ** fit.zoom;
  return [
    w / 2 + (mercatorX(lng) - mercatorX(fit.center[1])) * scale,
    h / 2 + (mercatorY(lat) - mercatorY(fit.center[0])) * scale,
  ];
}

describe('fitTrack', () => {
  const track: [number, number][] = [
    [55.6, 37.4],
    [55.75, 37.62],
    [55.9, 37.85],
  ];

  it('puts every point of a track across Moscow inside the map, not only the last one', () => {
    const fit = fitTrack(track, 800, 600);
    expect(fit).not.toBeNull();
    for (const p of track) {
      const [x, y] = pixel(p, fit!, 800, 600);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(800);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(600);
    }
    // As close as it can: one zoom more and the track would not fit.
    const closer = { ...fit!, zoom: fit!.zoom + 1 };
    const xs = track.map((p) => pixel(p, closer, 800, 600)[0]);
    const ys = track.map((p) => pixel(p, closer, 800, 600)[1]);
    expect(Math.max(...xs) - Math.min(...xs) > 720 || Math.max(...ys) - Math.min(...ys) > 520).toBe(true);
  });

  it('zooms in on a short walk and stays in range for one point or none', () => {
    const walk: [number, number][] = [
      [55.7601, 37.6187],
      [55.7605, 37.6195],
    ];
    expect(fitTrack(walk, 800, 600)!.zoom).toBeGreaterThan(14);
    expect(fitTrack([[55.76, 37.62]], 800, 600)).toEqual({
      center: [expect.closeTo(55.76, 6), expect.closeTo(37.62, 6)],
      zoom: 16,
    });
    expect(fitTrack([], 800, 600)).toBeNull();
  });
});
