import type { Kysely } from 'kysely';
import { resources } from '../../../core/resources/index.ts';
import type { ListAnswer } from '../../crud/list-records.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { serializeFields, serializeRow } from '../../crud/serialize.ts';
import type { DB } from '../../db/db-types.ts';

const itemProps = resources.calc_items.fields.calc_item_props;

/**
 * Spec 02 §7: 'GET /api/calc_items … response items, meta.calc_props, meta.tariffs'. The page's prop
 * values ride along (meta.calc_item_props by item id), so the calculator draws and counts boxes without
 * a request per item.
 */
async function calcItemsListMeta(db: Kysely<DB>, answer: ListAnswer) {
  const props = await db.selectFrom('calc_props').selectAll().orderBy('id').execute();
  const calcProps = props.map((p) => serializeRow(resources.calc_props, p));
  const ids = answer.items.map((i) => Number(i.id));
  const values = ids.length
    ? await db.selectFrom('calc_item_props').selectAll().where('calc_item_id', 'in', ids).orderBy('id').execute()
    : [];
  const byItem: Record<string, unknown[]> = Object.fromEntries(ids.map((id) => [String(id), []]));
  for (const v of values) byItem[String(v.calc_item_id)].push({ id: v.id, ...serializeFields(itemProps.fields, v) });
  return { calc_props: calcProps, tariffs: calcProps.filter((p) => p.is_tariff), calc_item_props: byItem };
}

export const calcItemsHooks: ResourceHooks = { extendListMeta: calcItemsListMeta };
