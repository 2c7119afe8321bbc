import { Map as PigeonMap, Overlay, ZoomControl } from 'pigeon-maps';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapPoint } from '../../../core/location/map-points.ts';
import { clusterPoints, projectPoints, toLatLng, type WorldView, worldView } from './cluster-points.ts';
import { fitTrack } from './fit-track.ts';
import { MapTile, TileReport } from './MapTile.tsx';
import { tileProvider } from './tile-url.ts';
import { TrackLine } from './TrackLine.tsx';

/** Spec 02 §9: 'Map centred on Moscow at zoom 11'. */
export const MOSCOW: [number, number] = [55.751244, 37.618423];
export const START_ZOOM = 11;

interface Props {
  points: MapPoint[];
  /** The chosen worker's points in time order: drawn as a line. */
  track: MapPoint[] | null;
  tileUrl: string;
  names: ReadonlyMap<number, string>;
  onSelectWorker(id: number): void;
  onTiles(kind: 'loaded' | 'failed'): void;
}

/** The map: points clustered for the current zoom and view, a cluster of one worker selects that worker. */
export function MapView({ points, track, tileUrl, names, onSelectWorker, onTiles }: Props) {
  const [center, setCenter] = useState<[number, number]>(MOSCOW);
  const [zoom, setZoom] = useState(START_ZOOM);
  const [view, setView] = useState<WorldView | null>(null);
  const projected = useMemo(() => projectPoints(points), [points]);
  const clusters = useMemo(() => clusterPoints(projected, Math.round(zoom), view), [projected, zoom, view]);
  const provider = useMemo(() => tileProvider(tileUrl), [tileUrl]);
  const report = useMemo(() => ({ loaded: () => onTiles('loaded'), failed: () => onTiles('failed') }), [onTiles]);
  const path = useMemo(() => track?.map((p) => [p[1], p[2]] as [number, number]) ?? [], [track]);
  const frame = useRef<HTMLDivElement>(null);
  // A chosen worker's whole track is brought into view (issue 23 item 13), as close as it fits.
  useEffect(() => {
    const box = frame.current;
    const fit = box && fitTrack(path, box.clientWidth, box.clientHeight);
    if (!fit) return;
    setCenter(fit.center);
    setZoom(fit.zoom);
  }, [path]);
  // «Показать всех»: back to the whole city, where every worker's markers are.
  const all = track === null;
  useEffect(() => {
    if (!all) return;
    setCenter(MOSCOW);
    setZoom(START_ZOOM);
  }, [all]);

  return (
    <div ref={frame} className="map-fill">
      <TileReport.Provider value={report}>
        <PigeonMap
          center={center}
          zoom={zoom}
          provider={provider}
          tileComponent={MapTile}
          attribution={false}
          onBoundsChanged={({ center: c, zoom: z, bounds }) => {
            setCenter(c);
            setZoom(z);
            setView(worldView(bounds));
          }}
        >
          <ZoomControl />
          {path.length > 1 ? <TrackLine path={path} /> : null}
          {clusters.map((c) => {
            const anchor = toLatLng(c.x, c.y);
            const who = c.worker === null ? null : (names.get(c.worker) ?? `№${c.worker}`);
            const label = who ? `${who}: точек ${c.count}` : `Несколько работников: точек ${c.count}, приблизить`;
            return (
              <Overlay key={`${c.first}-${c.count}`} anchor={anchor} offset={[14, 14]}>
                <button
                  type="button"
                  // The list beside the map is the keyboard's way in; hundreds of markers would drown Tab.
                  tabIndex={-1}
                  className={`map-marker${c.worker === null ? ' mixed' : ''}${c.count > 1 ? ' cluster' : ''}`}
                  title={label}
                  aria-label={label}
                  onClick={() => {
                    if (c.worker !== null) onSelectWorker(c.worker);
                    else {
                      setCenter(anchor);
                      setZoom(Math.min(18, Math.round(zoom) + 2));
                    }
                  }}
                >
                  {c.count > 1 ? c.count : ''}
                </button>
              </Overlay>
            );
          })}
        </PigeonMap>
      </TileReport.Provider>
    </div>
  );
}
