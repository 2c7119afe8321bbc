import { useCallback, useMemo, useState } from 'react';
import { formatDateTime } from '../../../core/format.ts';
import { type MapDay, type MapPoints, mapDayLabels, mapDays } from '../../../core/location/map-points.ts';
import { useSession } from '../../stores/session-store.ts';
import { useSharedMeta } from '../../stores/shared-meta-store.ts';
import { DeviceTokenPanel } from './DeviceTokenPanel.tsx';
import { MapView } from './MapView.tsx';
import { useMapPoints } from './useMapPoints.ts';
import { type WorkerRow, WorkerList } from './WorkerList.tsx';
import './location-map.css';

function workerRows(data: MapPoints): WorkerRow[] {
  const count = new Map<number, number>();
  const last = new Map<number, number>();
  for (const [id, , , at] of data.points) {
    count.set(id, (count.get(id) ?? 0) + 1);
    last.set(id, Math.max(last.get(id) ?? 0, at));
  }
  const time = (ms: number) =>
    data.day === 'latest' ? formatDateTime(new Date(ms)) : formatDateTime(new Date(ms)).slice(11);
  return data.workers.map((w) => ({ ...w, count: count.get(w.id) ?? 0, last: time(last.get(w.id) ?? 0) }));
}

/**
 * /location_logs (spec 02 §2): workers' positions for today, yesterday, the day before or the
 * latest, clustered on a map centred on Moscow; choosing a worker (a marker or the list) shows only
 * their points and draws their track. Without tiles (a closed network) the points and list still work.
 */
export function LocationMap() {
  const [day, setDay] = useState<MapDay>('today');
  const [worker, setWorker] = useState<number | null>(null);
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const meta = useSharedMeta();
  const isAdmin = useSession((s) => s.me?.is_admin ?? false);
  const all = useMapPoints(day, null);
  const track = useMapPoints(day, worker, worker !== null);
  const rows = useMemo(() => (all.data ? workerRows(all.data) : []), [all.data]);
  const names = useMemo(() => new Map(rows.map((r) => [r.id, r.name])), [rows]);
  const onTiles = useCallback((kind: 'loaded' | 'failed') => setTiles((t) => ({ ...t, [kind]: t[kind] + 1 })), []);
  const chosen = rows.find((r) => r.id === worker);
  const shown = worker === null ? (all.data?.points ?? []) : (track.data?.points ?? []);

  return (
    <section className="map-screen" aria-labelledby="screen-title">
      <header className="map-head">
        <h1 id="screen-title">Карта работников</h1>
        <fieldset className="map-days">
          <legend className="sr-only">День</legend>
          {mapDays.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === day}
              onClick={() => {
                setDay(d);
                setWorker(null);
              }}
            >
              {mapDayLabels[d]}
            </button>
          ))}
        </fieldset>
      </header>
      {tiles.failed > 0 && tiles.loaded === 0 ? (
        <p className="map-notice" role="status">
          Подложка карты не загрузилась (сервер карт недоступен): точки, треки и список работают.
        </p>
      ) : null}
      {all.failed ? <p className="error-box">Не удалось загрузить отметки работников</p> : null}
      <div className="map-body">
        <section className="map-frame" aria-label="Карта">
          {meta ? (
            <MapView
              points={shown}
              track={worker === null ? null : (track.data?.points ?? null)}
              tileUrl={meta.map_tile_url}
              names={names}
              onSelectWorker={setWorker}
              onTiles={onTiles}
            />
          ) : null}
        </section>
        <aside className="map-side">
          {chosen ? (
            <div className="map-chosen" role="status">
              <strong>{chosen.name}</strong>
              <span className="muted">точек: {track.data ? track.data.points.length : '…'}</span>
              <button type="button" className="small" onClick={() => setWorker(null)}>
                Показать всех <kbd>Esc</kbd>
              </button>
            </div>
          ) : null}
          {all.data ? (
            <WorkerList workers={rows} selected={worker} onSelect={setWorker} />
          ) : (
            <p className="muted">Загрузка…</p>
          )}
          {isAdmin ? <DeviceTokenPanel /> : null}
        </aside>
      </div>
    </section>
  );
}
