import type { NestedField, ScalarField } from '../../../core/resources/fields/field-kinds.ts';
import { getResource, resources } from '../../../core/resources/index.ts';
import { historyText, type OrderChange } from './order-change.ts';
import type { DynamicDb } from '../../db/dynamic-db.ts';

type Row = Record<string, unknown>;
/** An order's list rows (price lines, workers, additional addresses) by list key. */
export type OrderRows = Record<string, Row[]>;

const lists = Object.entries(resources.orders.fields).filter(
  (entry): entry is [string, NestedField] => entry[1].kind === 'nested',
);

export async function orderRowsOf(trx: DynamicDb, orderId: number): Promise<OrderRows> {
  const out: OrderRows = {};
  for (const [key, list] of lists)
    out[key] = await trx
      .selectFrom(list.table)
      .selectAll()
      .where(list.foreignKey, '=', orderId)
      .orderBy('id')
      .execute();
  return out;
}

interface RefNeed {
  target: string;
  id: number;
}

/** Ids of referenced records → their titles (a worker's name, a work type's name), one query per target. */
async function refTitles(trx: DynamicDb, needs: RefNeed[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const byTarget = new Map<string, Set<number>>();
  for (const n of needs) byTarget.set(n.target, (byTarget.get(n.target) ?? new Set()).add(n.id));
  for (const [target, ids] of byTarget) {
    const def = getResource(target);
    if (!def || def.titleField === 'id') continue;
    const rows = await trx
      .selectFrom(def.table)
      .select(['id', def.titleField])
      .where('id', 'in', [...ids])
      .execute();
    for (const r of rows) titles.set(`${target}:${r.id}`, String(r[def.titleField]));
  }
  return titles;
}

/**
 * The row-level changes between two snapshots of an order's lists: rows added, rows removed, and
 * each changed value of a kept row, labelled «Работники, строка 2: Работник» with references shown
 * by their titles. Positions are those the card shows (1-based, by id).
 */
export async function orderRowChanges(trx: DynamicDb, before: OrderRows, after: OrderRows): Promise<OrderChange[]> {
  const needs: RefNeed[] = [];
  const changes: OrderChange[] = [];
  // Texts are written once every referenced title is known: one query per target, not per value.
  const fills: ((text: (f: ScalarField, v: unknown) => string | null) => void)[] = [];
  const need = (f: ScalarField, v: unknown) => {
    if (f.kind === 'ref' && v != null) needs.push({ target: f.target, id: Number(v) });
  };
  const whole = (list: NestedField, row: Row, change: OrderChange, side: 'from' | 'to') => {
    const parts = Object.entries(list.fields).filter(([k]) => row[k] != null && row[k] !== false);
    for (const [k, f] of parts) need(f, row[k]);
    changes.push(change);
    fills.push((text) => {
      change[side] = parts.map(([k, f]) => `${f.label}: ${text(f, row[k])}`).join('; ');
    });
  };

  for (const [key, list] of lists) {
    const old = before[key] ?? [];
    const now = after[key] ?? [];
    const oldById = new Map(old.map((r) => [r.id, r]));
    const nowIds = new Set(now.map((r) => r.id));
    for (const [i, row] of now.entries()) {
      const was = oldById.get(row.id);
      const label = `${list.label}, строка ${i + 1}`;
      if (!was) {
        whole(list, row, { field: key, label: `${list.label}: добавлена строка ${i + 1}`, from: null, to: null }, 'to');
        continue;
      }
      for (const [k, f] of Object.entries(list.fields)) {
        if (historyText(was[k]) === historyText(row[k])) continue;
        need(f, was[k]);
        need(f, row[k]);
        const change: OrderChange = { field: `${key}.${k}`, label: `${label}: ${f.label}`, from: null, to: null };
        changes.push(change);
        fills.push((text) => {
          change.from = text(f, was[k]);
          change.to = text(f, row[k]);
        });
      }
    }
    for (const [i, row] of old.entries())
      if (!nowIds.has(row.id))
        whole(list, row, { field: key, label: `${list.label}: удалена строка ${i + 1}`, from: null, to: null }, 'from');
  }

  const titles = needs.length ? await refTitles(trx, needs) : new Map<string, string>();
  const text = (f: ScalarField, v: unknown) =>
    f.kind === 'ref' && v != null ? (titles.get(`${f.target}:${v}`) ?? `№${v}`) : historyText(v);
  for (const fill of fills) fill(text);
  return changes;
}
