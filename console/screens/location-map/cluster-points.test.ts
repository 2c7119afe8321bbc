import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../core/location/map-points.ts';
import { clusterPoints, mercatorX, mercatorY, projectPoints, toLatLng, worldView } from './cluster-points.ts';

// Spec 02 §2: 'markers are clustered; map centred on Moscow at zoom 11'.
const kremlin: [number, number] = [55.752, 37.6175];
const point = (worker: number, lat: number, lng: number): MapPoint => [worker, lat, lng, 0];

describe('clusterPoints', () => {
  it('projects and unprojects a position (Web Mercator)', () => {
    const [lat, lng] = toLatLng(mercatorX(kremlin[1]), mercatorY(kremlin[0]));
    expect(lat).toBeCloseTo(kremlin[0], 9);
    expect(lng).toBeCloseTo(kremlin[1], 9);
  });

  it('puts points a few metres apart in one cluster, far ones apart, and says whose they are', () => {
    const points = [
      point(1, 55.752, 37.6175),
      point(1, 55.7521, 37.6176),
      point(2, 55.7522, 37.6174),
      point(3, 55.9, 37.3),
    ];
    const clusters = clusterPoints(projectPoints(points), 11, null);
    const sorted = clusters.map((c) => [c.count, c.worker, c.first]).sort((a, b) => Number(b[0]) - Number(a[0]));
    expect(sorted).toEqual([
      [3, null, 0],
      [1, 3, 3],
    ]);
  });

  it('keeps one worker’s cluster named by that worker', () => {
    const clusters = clusterPoints(projectPoints([point(7, 55.75, 37.61), point(7, 55.7501, 37.6101)]), 11, null);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 2, worker: 7 });
    const [lat, lng] = toLatLng(clusters[0].x, clusters[0].y);
    expect(lat).toBeCloseTo(55.75005, 4);
    expect(lng).toBeCloseTo(37.61005, 4);
  });

  it('splits a cluster when zoomed in far enough', () => {
    const projected = projectPoints([point(1, 55.75, 37.61), point(1, 55.751, 37.612)]);
    expect(clusterPoints(projected, 11, null)).toHaveLength(1);
    expect(clusterPoints(projected, 18, null)).toHaveLength(2);
  });

  it('leaves out points outside the view', () => {
    const projected = projectPoints([point(1, 55.75, 37.61), point(2, 59.93, 30.31)]);
    const view = worldView({ ne: [56, 38], sw: [55.5, 37.2] });
    expect(clusterPoints(projected, 11, view).map((c) => c.worker)).toEqual([1]);
  });

  it('counts every point once, whatever the zoom', () => {
    const points = Array.from({ length: 5000 }, (_, i) =>
      point(i % 40, 55.5 + ((i * 7919) % 1000) / 2000, 37.2 + ((i * 104729) % 1000) / 1200),
    );
    const projected = projectPoints(points);
    for (const zoom of [3, 9, 11, 14, 18]) {
      const total = clusterPoints(projected, zoom, null).reduce((s, c) => s + c.count, 0);
      expect(total).toBe(points.length);
    }
  });
});
