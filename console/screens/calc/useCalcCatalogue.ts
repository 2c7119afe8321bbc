import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';
import { type CalcCatalogue, catalogueFrom } from './calc-catalogue.ts';

/** The catalogue, read once per visit of the screen; `failed` when it could not be read. */
export function useCalcCatalogue(): { catalogue: CalcCatalogue | null; failed: boolean } {
  const [catalogue, setCatalogue] = useState<CalcCatalogue | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([
      api.resource('calc_items').list({ limit: 500 }),
      api.resource('calc_vehicles').list({ limit: 100 }),
      api.resource('calc_settings').list({ limit: 200 }),
    ])
      .then(([items, vehicles, settings]) => live && setCatalogue(catalogueFrom(items, vehicles, settings.items)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { catalogue, failed };
}
