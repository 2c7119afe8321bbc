import type { Kysely } from 'kysely';
import {
  CALC_BOXES,
  CALC_CATEGORIES,
  CALC_ITEMS,
  CALC_PROPS,
  CALC_SETTINGS,
  CALC_VEHICLES,
  type CalcItemRow,
  TARIFFS,
} from './demo-calc.data.ts';
import { insertRows, type Row } from './seed-insert.ts';
import type { DB } from '../db-types.ts';

type PropValues = Record<string, number>;

/** calc_item_props.value is keyed by tariff id; '0' holds a value that is the same for every tariff. */
const same = (v: number): PropValues => ({ '0': v });

interface Catalogue {
  propIds: Map<string, number>;
  tariffIds: number[];
  categoryIds: Map<string, number>;
}

async function seedProps(db: Kysely<DB>): Promise<Omit<Catalogue, 'categoryIds'>> {
  const tariffIds = await insertRows(
    db,
    'calc_props',
    TARIFFS.map((t) => ({
      name: t.name,
      slug: t.slug,
      unit: 'ч',
      full_unit: 'рублей в час за грузчика',
      price: t.price,
      client_price: t.client_price,
      required: false,
      is_tariff: true,
    })),
  );
  const ids = await insertRows(
    db,
    'calc_props',
    CALC_PROPS.map(([slug, name, unit, full_unit, required, , price, client_price]) => ({
      name,
      slug,
      unit,
      full_unit,
      required,
      price,
      client_price,
      is_tariff: false,
    })),
  );
  return { tariffIds, propIds: new Map(CALC_PROPS.map(([slug], i) => [slug, ids[i]])) };
}

/** Minutes of the Стандарт tariff scaled by each tariff's factor, to a tenth of a minute. */
function perTariff(c: Catalogue, minutes: number): PropValues {
  return Object.fromEntries(TARIFFS.map((t, i) => [String(c.tariffIds[i]), Math.round(minutes * t.factor * 10) / 10]));
}

/** Packing sets per unit: none in Эконом, fragile items in Стандарт, everything in Премиум (fragile twice). */
function packingSets(c: Catalogue, fragile: boolean): PropValues {
  const sets = [0, fragile ? 1 : 0, fragile ? 2 : 1];
  return Object.fromEntries(TARIFFS.map((_t, i) => [String(c.tariffIds[i]), sets[i]]));
}

function propRows(c: Catalogue, itemId: number, values: Record<string, PropValues | null>): Row[] {
  return Object.entries(values)
    .filter((e): e is [string, PropValues] => e[1] !== null)
    .map(([slug, value]) => ({
      calc_item_id: itemId,
      calc_prop_id: c.propIds.get(slug),
      value: JSON.stringify(value),
    }));
}

function furnitureProps(c: Catalogue, id: number, row: CalcItemRow): Row[] {
  const [, , , l, w, h, kg, dis, load, asm, boxes, flags] = row;
  return propRows(c, id, {
    length: same(l),
    width: same(w),
    height: same(h),
    weight: same(kg),
    disassembly: dis ? perTariff(c, dis) : null,
    loading: perTariff(c, load),
    assembly: asm ? perTariff(c, asm) : null,
    stuff_boxes: boxes ? same(boxes) : null,
    packing: packingSets(c, flags.includes('fragile')),
  });
}

/**
 * The moving-cost calculator's catalogue: tariffs and props, settings, vehicles, categories, and
 * 67 furniture items plus 4 boxes with their dimensions, weights and minutes.
 */
export async function seedCalc(db: Kysely<DB>): Promise<void> {
  const props = await seedProps(db);
  const categoryIds = await insertRows(
    db,
    'calc_categories',
    CALC_CATEGORIES.map(([name, description]) => ({ name, description })),
  );
  const c: Catalogue = { ...props, categoryIds: new Map(CALC_CATEGORIES.map(([name], i) => [name, categoryIds[i]])) };
  await insertRows(
    db,
    'calc_settings',
    CALC_SETTINGS.map(([name, humanly_name, value]) => ({ name, humanly_name, value })),
  );
  await insertRows(
    db,
    'calc_vehicles',
    CALC_VEHICLES.map(
      ([name, inner_length, inner_width, inner_height, payload, price_unit, price, client_price], i) => ({
        name,
        inner_length,
        inner_width,
        inner_height,
        payload,
        price_unit,
        price,
        client_price,
        position: (i + 1) * 10,
      }),
    ),
  );
  const furnitureIds = await insertRows(
    db,
    'calc_items',
    CALC_ITEMS.map(([text_id, name, category, , , , , , , , , flags]) => ({
      text_id,
      name,
      type: 'furniture',
      calc_category_id: c.categoryIds.get(category),
      is_allow_put_on: flags.includes('on'),
      is_allow_put_into: flags.includes('into'),
    })),
  );
  const boxIds = await insertRows(
    db,
    'calc_items',
    CALC_BOXES.map(([text_id, name]) => ({
      text_id,
      name,
      type: 'box',
      calc_category_id: c.categoryIds.get('Коробки'),
      is_allow_put_on: true,
      is_allow_put_into: false,
    })),
  );
  const rows = [
    ...CALC_ITEMS.flatMap((row, i) => furnitureProps(c, furnitureIds[i], row)),
    ...CALC_BOXES.flatMap(([, , l, w, h, kg, load], i) =>
      propRows(c, boxIds[i], {
        length: same(l),
        width: same(w),
        height: same(h),
        weight: same(kg),
        loading: perTariff(c, load),
      }),
    ),
  ];
  await insertRows(db, 'calc_item_props', rows);
}
