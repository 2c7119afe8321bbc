import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/db-types.ts';

/** A prop value keyed by tariff id; '0' holds the value shared by every tariff. */
export type TariffValues = Record<string, unknown>;

export interface CatalogueItem {
  id: number;
  text_id: string;
  name: string;
  type: 'furniture' | 'box';
  put_on: boolean;
  put_into: boolean;
  /** By prop slug. */
  props: Record<string, TariffValues>;
}

export interface CatalogueProp {
  id: number;
  name: string;
  slug: string;
  unit: string | null;
  price: string | null;
  client_price: string | null;
  is_tariff: boolean;
}

export interface CatalogueVehicle {
  id: number;
  name: string;
  inner_length: number;
  inner_width: number;
  inner_height: number;
  payload: number;
  price_unit: 'hour' | 'trip';
  price: string | null;
  client_price: string | null;
}

export interface Catalogue {
  /** By text id. */
  items: Map<string, CatalogueItem>;
  props: CatalogueProp[];
  settings: Record<string, string | null>;
  vehicles: CatalogueVehicle[];
}

/**
 * The whole catalogue (71 items in the demo: small) in one statement, so it is one snapshot: the
 * version read with it belongs to exactly these rows. Money leaves SQL as text, never a float.
 */
async function loadCatalogue(db: Kysely<DB>): Promise<Catalogue & { version: string }> {
  const { rows } = await sql<Omit<Catalogue, 'items'> & { items: CatalogueItem[]; version: string }>`
    select
      (select version::text from calc_catalogue_version) as version,
      (select coalesce(json_agg(json_build_object(
          'id', i.id, 'text_id', i.text_id, 'name', i.name, 'type', i.type,
          'put_on', i.is_allow_put_on, 'put_into', i.is_allow_put_into,
          'props', (select coalesce(json_object_agg(p.slug, ip.value), '{}'::json)
                    from calc_item_props ip join calc_props p on p.id = ip.calc_prop_id
                    where ip.calc_item_id = i.id))), '[]'::json)
        from calc_items i) as items,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'slug', p.slug, 'unit', p.unit, 'price', p.price::text,
          'client_price', p.client_price::text, 'is_tariff', p.is_tariff) order by p.id), '[]'::json)
        from calc_props p) as props,
      (select coalesce(json_object_agg(s.name, s.value), '{}'::json) from calc_settings s) as settings,
      (select coalesce(json_agg(json_build_object(
          'id', v.id, 'name', v.name, 'inner_length', v.inner_length, 'inner_width', v.inner_width,
          'inner_height', v.inner_height, 'payload', v.payload, 'price_unit', v.price_unit,
          'price', v.price::text, 'client_price', v.client_price::text) order by v.position, v.id), '[]'::json)
        from calc_vehicles v) as vehicles`.execute(db);
  const { items, ...rest } = rows[0];
  return { ...rest, items: new Map(items.map((i) => [i.text_id, i])) };
}

type Listen = Database['listen'];

/**
 * The catalogue as of now. Reading it costs several milliseconds on the embedded database, more than
 * the packing of a small cart, so it is kept per app. Triggers bump calc_catalogue_version and
 * notify calc_catalogue with every catalogue change (migrations 0010, 0011). While this instance
 * listens on that channel, the cached catalogue is used as long as no notice came since it was
 * read; without a listener (or while its connection is down, when notices can be missed) every
 * estimate checks the version first, one tiny read.
 */
export function catalogueReader(
  db: Kysely<DB>,
  listen?: Listen,
): { read: () => Promise<Catalogue>; changed: () => void; stop: () => Promise<void> } {
  let cached: (Catalogue & { version: string }) | undefined;
  /** Bumped by every notice and by every loss or return of the listening connection. */
  let notices = 0;
  /** The value of `notices` when the cached catalogue was known to be current. */
  let checkedAt = -1;
  let listening = false;
  let stopped = false;
  const unlisten = listen?.(
    'calc_catalogue',
    () => {
      notices++;
    },
    (up) => {
      notices++;
      listening = up;
    },
  )
    .then((stop) => {
      notices++;
      listening = !stopped;
      return stop;
    })
    .catch((e: Error) => {
      console.warn(`Калькулятор: нет подписки на изменения каталога (${e.message})`);
      return undefined;
    });

  const stop = async () => {
    stopped = true;
    listening = false;
    await (await unlisten)?.();
  };
  const read = async () => {
    if (listening && cached && checkedAt === notices) return cached;
    const seen = notices;
    const row = await db
      .selectFrom('calc_catalogue_version')
      .select(sql<string>`version::text`.as('v'))
      .executeTakeFirst();
    if (!cached || cached.version !== row?.v) cached = await loadCatalogue(db);
    // A notice that came while reading leaves checkedAt behind, so the next estimate checks again.
    checkedAt = seen;
    return cached;
  };
  // This instance's own catalogue writes: known before their answer leaves, so the editor's next
  // estimate is current even before the (asynchronous) notice arrives.
  const changed = () => {
    notices++;
  };
  return { read, changed, stop };
}

/** The value of a prop for a tariff: its own entry, else the shared '0' entry, else 0. */
export function propValue(item: CatalogueItem, slug: string, tariffId: number): number {
  const values = item.props[slug];
  if (!values) return 0;
  const n = Number(values[String(tariffId)] ?? values['0'] ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
