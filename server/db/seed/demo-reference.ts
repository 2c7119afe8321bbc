import type { Kysely } from 'kysely';
import { DISTRICT_POINTS, METRO_LINES, STREETS, TERRITORIES } from './demo-geo.data.ts';
import * as R from './demo-reference.data.ts';
import { insertRows, resetIdentity } from './seed-insert.ts';
import { rub } from './seed-random.ts';
import type { DB } from '../db-types.ts';

export interface DemoStreet {
  id: number;
  name: string;
  territoryId: number;
  district: string;
  metroIds: number[];
  point: [number, number];
}

export interface ReferenceIds {
  metroIds: number[];
  territoryIds: Map<string, number>;
  streets: DemoStreet[];
  contractorScopeIds: number[];
  paymentConditionIds: number[];
  prepaymentConditionIds: number[];
  workConditionIds: number[];
  penaltyIds: number[];
  honestyTypeIds: number[];
  equipmentInstrumentIds: number[];
  equipmentClothingIds: number[];
}

const named = (names: readonly string[]) => names.map((name) => ({ name }));

async function insertGeo(db: Kysely<DB>) {
  const territoryIds = await insertRows(
    db,
    'territories',
    TERRITORIES.map(([name, description]) => ({ name, description })),
  );
  const territoryByName = new Map(TERRITORIES.map(([name], i) => [name, territoryIds[i]]));
  const stations = METRO_LINES.flatMap((line) =>
    line.stations.map((name) => ({
      name,
      line_name: line.name,
      line_color: line.color,
      description: `Линия «${line.name}»`,
    })),
  );
  const metroIds = await insertRows(db, 'metro_stations', stations);
  const metroByName = new Map(stations.map((s, i) => [s.name, metroIds[i]]));
  const metroId = (name: string) => {
    const id = metroByName.get(name);
    if (id === undefined) throw new Error(`demo seed: no metro station «${name}»`);
    return id;
  };
  const streetRows = STREETS.map(([name, district, metro]) => ({
    name,
    territory_id: territoryByName.get(district),
    metro_station_ids: metro.map(metroId),
  }));
  const streetIds = await insertRows(db, 'streets', streetRows);
  const streets: DemoStreet[] = STREETS.map(([name, district], i) => ({
    id: streetIds[i],
    name,
    district,
    territoryId: territoryByName.get(district)!,
    metroIds: streetRows[i].metro_station_ids,
    point: DISTRICT_POINTS[district],
  }));
  return { territoryIds: territoryByName, metroIds, streets };
}

async function insertWorkTypes(db: Kysely<DB>) {
  await insertRows(db, 'work_types_groups', R.WORK_TYPE_GROUPS);
  await insertRows(db, 'instrument_types', R.INSTRUMENT_TYPES);
  await insertRows(
    db,
    'work_types',
    R.WORK_TYPES.map((w, i) => ({
      id: w.id,
      name: w.name,
      short_name: w.short_name,
      work_types_group_id: w.group,
      has_instrument: w.instruments.length > 0,
      instrument_type_ids: w.instruments,
      position: i + 1,
    })),
  );
  const gradationIds = await insertRows(db, 'rating_gradations', R.RATING_GRADATIONS);
  // A better-rated worker earns more: +0, +30, +60, +90 roubles an hour over the base worker rate.
  const rates = [
    ...Object.entries(R.BASE_RATES).map(([wt, [, worker]]) => ({ wt: Number(wt), instrument: null, worker })),
    ...Object.entries(R.DRIVER_RATES).map(([v, [, worker]]) => ({ wt: 52, instrument: Number(v), worker })),
  ].flatMap(({ wt, instrument, worker }) =>
    gradationIds.map((g, k) => ({
      work_type_id: wt,
      instrument_type_id: instrument,
      rating_gradation_id: g,
      rate1: rub(worker + 30 * k),
    })),
  );
  await insertRows(db, 'rating_rates', rates);
}

async function insertDocuments(db: Kysely<DB>) {
  await insertRows(db, 'document_types', R.DOCUMENT_TYPES);
  await insertRows(
    db,
    'document_packs',
    R.DOCUMENT_PACKS.map((p) => ({
      id: p.id,
      name: p.name,
      document_type_ids: p.types,
      document_types_use_until: JSON.stringify(Object.fromEntries(p.until.map((t) => [String(t), true]))),
    })),
  );
  await insertRows(
    db,
    'passport_types',
    R.PASSPORT_TYPES.map(({ id, name, short_name }) => ({ id, name, short_name })),
  );
}

export async function seedReference(db: Kysely<DB>): Promise<ReferenceIds> {
  await insertWorkTypes(db);
  await insertDocuments(db);
  await insertRows(
    db,
    'contractor_types',
    R.CONTRACTOR_TYPES.map((name, i) => ({ id: i + 1, name })),
  );
  const geo = await insertGeo(db);
  const contractorScopeIds = await insertRows(db, 'contractor_scopes', named(R.CONTRACTOR_SCOPES));
  const paymentConditionIds = await insertRows(db, 'payment_conditions', R.PAYMENT_CONDITIONS);
  const prepaymentConditionIds = await insertRows(db, 'prepayment_conditions', R.PREPAYMENT_CONDITIONS);
  await insertRows(db, 'address_types', named(R.ADDRESS_TYPES));
  const workConditionIds = await insertRows(db, 'work_conditions', named(R.WORK_CONDITIONS));
  await insertRows(db, 'work_shifts', R.WORK_SHIFTS);
  const penaltyIds = await insertRows(db, 'penalties', R.PENALTIES);
  await insertRows(db, 'v_cards', R.V_CARDS);
  await insertRows(db, 'clothing_types', named(R.CLOTHING_TYPES));
  await insertRows(db, 'appearances', named(R.APPEARANCES));
  const honestyTypeIds = await insertRows(db, 'honesty_types', named(R.HONESTY_TYPES));
  await insertRows(db, 'commute_payments', R.COMMUTE_PAYMENTS);
  await insertRows(
    db,
    'mkad_additional_payments',
    R.MKAD_TOWNS.map(([city_name, km, lat, lng]) => ({
      city_name,
      km_from_mkad: km,
      // Half an hour more of the minimum per started 10 km beyond the first 5 (Балашиха +0,5 ч,
      // Подольск +1 ч, Сергиев Посад +2,5 ч); the train ticket there and back.
      add_hour: rub(km <= 5 ? 0 : Math.ceil((km - 5) / 10) / 2),
      ticket_cost: rub(km <= 5 ? 0 : Math.round((60 + km * 5) / 10) * 20),
      latitude_coordinate: lat.toFixed(6),
      longitude_coordinate: lng.toFixed(6),
    })),
  );
  const equipmentInstrumentIds = await insertRows(db, 'equipment_instrument_types', R.EQUIPMENT_INSTRUMENTS);
  const equipmentClothingIds = await insertRows(db, 'equipment_clothing_types', R.EQUIPMENT_CLOTHING);
  await insertRows(db, 'equipment_extract_accessories', R.EQUIPMENT_ACCESSORIES);
  await resetIdentity(db, [
    'work_types_groups',
    'instrument_types',
    'work_types',
    'document_types',
    'document_packs',
    'passport_types',
    'contractor_types',
  ]);
  return {
    ...geo,
    contractorScopeIds,
    paymentConditionIds,
    prepaymentConditionIds,
    workConditionIds,
    penaltyIds,
    honestyTypeIds,
    equipmentInstrumentIds,
    equipmentClothingIds,
  };
}
