import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { coerceField } from '../../../core/resources/fields/coerce.ts';
import type { ScalarField } from '../../../core/resources/fields/field-kinds.ts';
import { resources } from '../../../core/resources/index.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import type { Row } from '../../crud/serialize.ts';
import type { DB } from '../../db/db-types.ts';

// Issue 22 item 14: 'PUT {"order":{"order_address":{…}}} answers 200 and stores nothing; an
// additional address sent the same way is created with street and address null.' Spec 01 §3:
// 'order_address (id, street_name, address_info, metro_station_ids), additional_order_addresses'.

const fields = resources.orders.fields as Record<string, ScalarField>;
const ADDRESS_KEYS = ['street_id', 'address_info', 'metro_station_ids'] as const;
const streetName: ScalarField = { kind: 'text', label: 'Улица', max: 200 };

const refuse = (key: string, label: string, message: string) =>
  AppError.validation({ [key]: [message] }, [`${label} ${message}`]);

/** The street of that name (case ignored), added to the streets when there is none yet. */
export async function streetIdByName(trx: Kysely<DB>, name: string): Promise<number> {
  const found = await trx
    .selectFrom('streets')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
  if (found) return Number(found.id);
  const made = await trx.insertInto('streets').values({ name }).returning('id').executeTakeFirstOrThrow();
  return Number(made.id);
}

/** A typed street name, checked as text; null for none. */
function readStreetName(raw: unknown, key: string): string | null {
  const c = coerceField(streetName, raw);
  if (!c.ok) throw refuse(key, 'Улица', c.error);
  const name = typeof c.value === 'string' ? c.value.trim() : '';
  return name || null;
}

/**
 * `order_address` of the request into the order's own address columns; its street by id or by name.
 * A column the request also sends flat wins (a client that read the answer sends both back).
 */
async function applyOrderAddress(trx: Kysely<DB>, parsed: ParsedWrite) {
  const raw = parsed.extra.order_address;
  if (raw === undefined || raw === null) return;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw refuse('order_address', 'Адрес', 'должен быть объектом');
  const address = raw as Record<string, unknown>;
  for (const key of ADDRESS_KEYS) {
    if (!(key in address) || key in parsed.values) continue;
    const c = coerceField(fields[key], address[key]);
    if (!c.ok) throw refuse(`order_address.${key}`, fields[key].label, c.error);
    parsed.values[key] = c.value;
  }
  if ('street_name' in address && !('street_id' in address) && !('street_id' in parsed.values)) {
    const name = readStreetName(address.street_name, 'order_address.street_name');
    parsed.values.street_id = name === null ? null : await streetIdByName(trx, name);
  }
}

/** Each additional address given by street name gets the street's id. */
async function applyAdditionalStreets(trx: Kysely<DB>, parsed: ParsedWrite) {
  for (const [index, row] of (parsed.nested.additional_order_addresses ?? []).entries()) {
    if (row.destroy || row.extra?.street_name === undefined || row.values.street_id !== undefined) continue;
    const name = readStreetName(row.extra.street_name, `additional_order_addresses[${index}].street_name`);
    row.values.street_id = name === null ? null : await streetIdByName(trx, name);
  }
}

/** Before an order save: the spec's nested address shapes become the order's columns and rows. */
export async function applyOrderAddresses(trx: Kysely<DB>, parsed: ParsedWrite): Promise<void> {
  await applyOrderAddress(trx, parsed);
  await applyAdditionalStreets(trx, parsed);
}

/** The order's address in the spec's shape, and each additional address's street name, for the answer. */
export async function orderAddressOf(db: Kysely<DB>, record: Row): Promise<Record<string, unknown>> {
  const extra = Array.isArray(record.additional_order_addresses) ? (record.additional_order_addresses as Row[]) : [];
  const ids = [...new Set([record.street_id, ...extra.map((a) => a.street_id)].filter((v) => v != null))] as number[];
  const names = new Map(
    ids.length
      ? (await db.selectFrom('streets').select(['id', 'name']).where('id', 'in', ids).execute()).map((s) => [
          Number(s.id),
          String(s.name),
        ])
      : [],
  );
  const nameOf = (id: unknown) => (id == null ? null : (names.get(Number(id)) ?? null));
  return {
    order_address: {
      street_id: record.street_id ?? null,
      street_name: nameOf(record.street_id),
      address_info: record.address_info ?? null,
      metro_station_ids: record.metro_station_ids ?? [],
    },
    additional_order_addresses: extra.map((a) => ({ ...a, street_name: nameOf(a.street_id) })),
  };
}
