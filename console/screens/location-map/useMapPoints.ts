import { useEffect, useState } from 'react';
import { mapPoints } from '../../../core/actions/defs/location-logs.actions.ts';
import type { MapDay, MapPoints } from '../../../core/location/map-points.ts';
import { api } from '../../app/api.ts';

/** GET /api/location_logs/map for a day (and one worker's track): null while asked, `failed` when it could not be read. */
export function useMapPoints(
  day: MapDay,
  worker: number | null,
  enabled = true,
): { data: MapPoints | null; failed: boolean } {
  const [data, setData] = useState<MapPoints | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setData(null);
    setFailed(false);
    if (!enabled) return;
    api
      .call(mapPoints, { query: { day, trackable_id: worker ?? undefined } })
      .then((answer) => live && setData(answer))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [day, worker, enabled]);
  return { data, failed };
}
