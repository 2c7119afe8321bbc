import type { PigeonProps } from 'pigeon-maps';

/** A worker's track (spec 02 §2: 'draws a track line'), as one SVG polyline over the map, in time order. */
export function TrackLine({ path, latLngToPixel, mapState }: PigeonProps & { path: [number, number][] }) {
  if (!latLngToPixel || !mapState || path.length < 2) return null;
  const points = path.map((p) => latLngToPixel(p).join(',')).join(' ');
  return (
    <svg className="map-track" width={mapState.width} height={mapState.height} aria-hidden="true">
      <polyline points={points} />
    </svg>
  );
}
