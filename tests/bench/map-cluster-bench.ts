import type { MapPoint } from '../../core/location/map-points.ts';
import { clusterPoints, projectPoints, worldView } from '../../console/screens/location-map/cluster-points.ts';

// Issue 15 item 4: '100 000 points of a day render without freezing (clustering time in npm run bench)'.
// A frame is 16 ms; a zoom or a pan must re-cluster within a few frames (target 50 ms), and the day's
// one-off projection within 200 ms of the answer's arrival.
const POINTS = 100_000;
const WORKERS = 400;

/** A day of 400 workers walking around Moscow, a point every few minutes, the same every run. */
function dayOfPoints(): MapPoint[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const points: MapPoint[] = [];
  for (let w = 0; w < WORKERS; w++) {
    let lat = 55.55 + next() * 0.4;
    let lng = 37.35 + next() * 0.55;
    for (let k = 0; k < POINTS / WORKERS; k++) {
      lat += (next() - 0.5) * 0.002;
      lng += (next() - 0.5) * 0.003;
      points.push([w + 1, lat, lng, k * 180_000]);
    }
  }
  return points;
}

function median(run: () => void, samples = 9): number {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(samples / 2)];
}

export async function benchMapClusters(log: (line: string) => void = console.log): Promise<void> {
  const points = dayOfPoints();
  const mark = (ms: number, target: number) => `${ms.toFixed(1)} ms (< ${target} ${ms < target ? 'ok' : 'MISSED'})`;
  let projected = projectPoints(points);
  log(
    `  project ${POINTS} points: ${mark(
      median(() => {
        projected = projectPoints(points);
      }),
      200,
    )}`,
  );
  const views: [string, number, { ne: [number, number]; sw: [number, number] } | null][] = [
    ['whole day, zoom 11 (Moscow)', 11, { ne: [56.0, 38.0], sw: [55.5, 37.2] }],
    ['zoom 14, a district', 14, { ne: [55.78, 37.66], sw: [55.72, 37.56] }],
    ['zoom 18, a street', 18, { ne: [55.753, 37.621], sw: [55.75, 37.615] }],
    ['no view (all points), zoom 5', 5, null],
  ];
  for (const [label, zoom, bounds] of views) {
    const view = bounds ? worldView(bounds) : null;
    let clusters = 0;
    const ms = median(() => {
      clusters = clusterPoints(projected, zoom, view).length;
    });
    log(`  cluster ${label}: ${clusters} markers, ${mark(ms, 50)}`);
  }
}
