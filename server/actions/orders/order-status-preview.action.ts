import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { orderStatusPreview, type StatusPreview } from '../../../core/actions/defs/order-status-preview.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { isoDate } from '../../../core/format.ts';
import { LEDGER_OPERATIONS } from '../../../core/ledger/ledger-catalogue.ts';
import { permissionCatalogue } from '../../../core/permissions/permission-catalogue.ts';
import { ORDER_LEDGER_OPERATIONS } from '../../../core/rules/order-ledger.rule.ts';
import { moscowDate } from '../../domain/individuals/document-expiry.ts';
import { mountAction } from '../mount-action.ts';
import { runClose, runRestore } from './order-status-actions.ts';
import type { DB } from '../../db/db-types.ts';

const operationName = new Map<number, string>(LEDGER_OPERATIONS.map((o) => [o.value, o.label]));
const money = (v: unknown) => (v == null ? null : Number(v).toFixed(2));

/** The automatic rows the move appended (the order's ledger past `after`), with their owners' names. */
async function appendedRows(trx: Kysely<DB>, orderId: number, after: number) {
  const rows = await trx
    .selectFrom('transactions as t')
    .leftJoin('individuals as i', (j) =>
      j
        .onRef('i.id', '=', 't.owner_id')
        .on('t.owner_type', 'in', ['Individual', 'Our_Individual', 'Theirs_Individual']),
    )
    .leftJoin('contractors as c', (j) => j.onRef('c.id', '=', 't.owner_id').on('t.owner_type', '=', 'Contractor'))
    .select(['t.owner_type', 't.owner_id', 't.operation_id', 't.amount', 'i.name as worker', 'c.name as contractor'])
    .where('t.order_id', '=', orderId)
    .where('t.id', '>', after)
    .where('t.operation_id', 'in', [...ORDER_LEDGER_OPERATIONS])
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({
    owner_type: String(r.owner_type),
    owner_id: Number(r.owner_id),
    owner_name: (r.worker ?? r.contractor ?? null) as string | null,
    operation_id: Number(r.operation_id),
    operation: operationName.get(Number(r.operation_id)) ?? `Операция ${r.operation_id}`,
    amount: money(r.amount) as string,
  }));
}

/**
 * Issue 22 item 3: the close and the restore are run inside a savepoint of the request's
 * transaction and rolled back, so the confirmation shows exactly the status, money and ledger rows
 * the action would write, and a refusal of the card's rules in its own words.
 */
export function registerOrderStatusPreview(app: FastifyInstance) {
  mountAction(app, orderStatusPreview, async ({ trx, record, user, query }) => {
    const id = Number(record.id);
    const last = await trx
      .selectFrom('transactions')
      .select((eb) => eb.fn.max<number>('id').as('id'))
      .executeTakeFirst();
    const after = Number(last?.id ?? 0);
    const startDate = isoDate(record.start_date as string);
    const answer: StatusPreview = {
      move: query.move,
      status_before: Number(record.status),
      status_after: Number(record.status),
      start_date: startDate,
      before_start: startDate > moscowDate(),
      final_revenue: money(record.final_revenue) ?? '0.00',
      final_profit: money(record.final_profit) ?? '0.00',
      p_amount: money(record.p_amount),
      ledger: [],
      refused: [],
    };
    await sql`savepoint status_preview`.execute(trx);
    try {
      await (query.move === 'close' ? runClose : runRestore)(trx, record, user);
      const after_ = await trx
        .selectFrom('orders')
        .select(['status', 'final_revenue', 'final_profit', 'p_amount'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      answer.status_after = Number(after_.status);
      answer.final_revenue = money(after_.final_revenue) ?? '0.00';
      answer.final_profit = money(after_.final_profit) ?? '0.00';
      answer.p_amount = money(after_.p_amount);
      answer.ledger = await appendedRows(trx, id, after);
    } catch (e) {
      if (!(e instanceof AppError) || e.code === 'internal') throw e;
      answer.refused =
        e.code === 'forbidden'
          ? [
              `Нужно право «${permissionCatalogue.find((p) => p.key === 'close_order')?.name}»: итоговая сумма заказа — ноль`,
            ]
          : e.fullMessages?.length
            ? [...e.fullMessages]
            : [e.message];
    } finally {
      await sql`rollback to savepoint status_preview`.execute(trx);
    }
    return answer;
  });
}
