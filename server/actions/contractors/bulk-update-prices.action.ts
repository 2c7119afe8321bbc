import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bulkUpdatePrices } from '../../../core/actions/defs/contractors.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { type NestedRowWrite, parseWrite } from '../../../core/resources/write-schema.ts';
import { texts } from '../../../core/texts.ts';
import { serializeFields } from '../../crud/serialize.ts';
import { mountAction } from '../mount-action.ts';
import type { DB } from '../../db/db-types.ts';

const def = resources.contractors;
const priceFields = def.fields.prices.fields;
const RATES = ['rate_client1', 'rate_client2', 'rate_individual1', 'rate_individual2'] as const;

/** The failure text of spec 02 §8 first, then what exactly was wrong. */
function failed(errors: Record<string, string[]>, details: string[]): AppError {
  return new AppError('validation', `${texts.bulkPricesFailed}: ${details.join('; ')}`, errors, [
    texts.bulkPricesFailed,
    ...details,
  ]);
}

/** prices_data read as the contractor form's price rows (same fields, limits and messages), keyed prices_data[i]. */
function readPrices(raw: unknown): NestedRowWrite[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw failed({ prices_data: ['нужен непустой список цен'] }, ['prices_data: нужен непустой список цен']);
  try {
    return parseWrite(def, 'create', { name: '-', prices: raw }).nested.prices;
  } catch (e) {
    if (!(e instanceof AppError) || !e.fieldErrors) throw e;
    const errors = Object.fromEntries(
      Object.entries(e.fieldErrors).map(([k, v]) => [k.replace(/^prices/, 'prices_data'), v]),
    );
    throw failed(errors, e.fullMessages ?? []);
  }
}

const keyOf = (v: Record<string, unknown>) => `${v.work_type_id}/${v.instrument_type_id ?? ''}`;

/** Sets the rates given for each work type + instrument of one contractor, adding the pairs it lacks. */
async function applyPrices(trx: Kysely<DB>, contractor: number, rows: NestedRowWrite[]) {
  let updated = 0;
  let created = 0;
  for (const { values } of rows) {
    const rates = Object.fromEntries(RATES.filter((r) => r in values).map((r) => [r, values[r]]));
    let q = trx
      .selectFrom('contractor_prices')
      .select('id')
      .where('contractor_id', '=', contractor)
      .where('work_type_id', '=', values.work_type_id as number);
    q =
      values.instrument_type_id == null
        ? q.where('instrument_type_id', 'is', null)
        : q.where('instrument_type_id', '=', values.instrument_type_id as number);
    const found = await q.executeTakeFirst();
    if (found) {
      if (Object.keys(rates).length)
        await trx.updateTable('contractor_prices').set(rates).where('id', '=', found.id).execute();
      updated++;
    } else {
      await trx
        .insertInto('contractor_prices')
        .values({
          contractor_id: contractor,
          work_type_id: values.work_type_id as number,
          instrument_type_id: (values.instrument_type_id as number | undefined) ?? null,
          ...rates,
        })
        .execute();
      created++;
    }
  }
  return { updated, created };
}

/**
 * Spec 01 §7 / 02 §7: POST /api/contractors/{id}/bulk_update_prices {prices_data}. Each row sets the
 * rates it names for its work type + instrument (a missing pair is added); with apply_to_holding on
 * a holding, its member contractors get the same. One transaction: all rows or none. Answers with
 * spec 02 §8's 'Массовое изменение тарифов завершено', or 422 'Ошибка массового изменения тарифов'.
 */
export function registerBulkUpdatePrices(app: FastifyInstance) {
  mountAction(app, bulkUpdatePrices, async ({ trx, params, body, record: contractor }) => {
    const { id } = params;
    const rows = readPrices(body.prices_data);
    const seen = new Set<string>();
    rows.forEach(({ values }, i) => {
      const key = keyOf(values);
      if (seen.has(key)) {
        const message = def.fields.prices.unique?.[0].message ?? texts.alreadyExists;
        throw failed({ [`prices_data[${i}].work_type_id`]: [message] }, [`Цены, строка ${i + 1}: ${message}`]);
      }
      seen.add(key);
    });
    const members =
      body.apply_to_holding === true && contractor.holding
        ? (await trx.selectFrom('contractors').select('id').where('holding_id', '=', id).execute()).map((r) => r.id)
        : [];
    let updated = 0;
    let created = 0;
    for (const target of [id, ...members]) {
      const r = await applyPrices(trx, target, rows);
      updated += r.updated;
      created += r.created;
    }
    const stored = await trx
      .selectFrom('contractor_prices')
      .selectAll()
      .where('contractor_id', '=', id)
      .orderBy('id')
      .execute();
    const prices = stored.map((r) => ({ id: r.id, ...serializeFields(priceFields, r) }));
    return { message: texts.bulkPricesDone, updated, created, contractors: 1 + members.length, prices };
  });
}
