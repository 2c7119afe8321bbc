import { type Kysely, sql } from 'kysely';
import { AppError } from '../../core/errors.ts';
import { formatDate } from '../../core/format.ts';
import { toKopecks } from '../../core/money.ts';
import { resources } from '../../core/resources/index.ts';
import { documentLineTexts, productLineAmount } from '../../core/rules/document-lines.rule.ts';
import { billedWorkHours } from '../../core/rules/work-time.rule.ts';
import { storedProducts } from '../domain/documents/document-products.ts';
import type { DocumentLine } from './pdf-blocks.ts';
import type { DB } from '../db/db-types.ts';

// Issue 24, what a document prints (docs/decisions.md «What a document bills»): its own lines
// (spec 'products') when it has any; else an act one line per order and an account one service
// line at its amount. Whatever it prints adds up to its stored amount, or it is not made at all.

const refused = (message: string) => AppError.validation({ base: [message] }, [message]);

async function productLines(db: Kysely<DB>, resource: 'accounts' | 'acts', id: number): Promise<DocumentLine[]> {
  const rows = await storedProducts(db, { def: resources[resource], whose: '' }, id);
  return rows.map((p) => ({
    name: p.name,
    quantity: p.quantity == null ? '1' : String(p.quantity),
    unit: p.unit ?? '',
    price: p.price == null ? null : toKopecks(p.price),
    amount: productLineAmount(p) ?? 0n,
  }));
}

const serviceLine = (name: string, amount: bigint): DocumentLine => ({
  name,
  quantity: '1',
  unit: 'усл.',
  price: amount,
  amount,
});

/** The lines must add up to the amount; a stored document that does not (data from before the rule) is not issued. */
function reconciled(lines: DocumentLine[], amount: unknown, refusal: (total: bigint) => string): DocumentLine[] {
  const total = lines.reduce((s, l) => s + l.amount, 0n);
  if (total !== toKopecks(amount as string | null)) throw refused(refusal(total));
  return lines;
}

/** An account's lines: its products, or one service line for the orders it bills at its amount. */
export async function accountLines(
  db: Kysely<DB>,
  account: { id: number; number: string | null; amount: string; order_id: number | null; order_ids: number[] },
): Promise<DocumentLine[]> {
  const products = await productLines(db, 'accounts', account.id);
  const amount = toKopecks(account.amount);
  if (products.length)
    return reconciled(products, account.amount, (total) =>
      documentLineTexts.documentMismatch(`Счёт №${account.number ?? account.id}`, total, amount),
    );
  const orders = [...new Set([account.order_id, ...account.order_ids].filter((id): id is number => id != null))].sort(
    (a, b) => a - b,
  );
  const byOrders =
    orders.length === 0 ? '' : ` по ${orders.length === 1 ? 'заказу' : 'заказам'} №${orders.join(', №')}`;
  return [serviceLine(`Услуги по предоставлению персонала${byOrders}`, amount)];
}

/** One line per order of the act (date, address, workers × hours, the order's final revenue). */
async function orderLines(db: Kysely<DB>, actId: number): Promise<DocumentLine[]> {
  const orders = await db
    .selectFrom('orders')
    .leftJoin('streets', 'streets.id', 'orders.street_id')
    // An order beyond the ring road is billed at its raised minimum (core/rules/commute.rule.ts).
    .leftJoin('mkad_additional_payments as mkad', 'mkad.id', 'orders.mkad_additional_payment_id')
    .select([
      'orders.id',
      'orders.start_date',
      'orders.address_info',
      'orders.final_revenue',
      'orders.pure_time',
      'orders.trip_time',
      'orders.approx_work_time',
      'mkad.add_hour',
      'streets.name as street',
      // Workers actually sent; the plan's count for an order nobody was assigned to yet.
      sql<number>`coalesce(
        (select sum(coalesce(w.workers_amount, 1)) from order_individuals w where w.order_id = orders.id and w.individual_id is not null),
        (select sum(p.workers_amount) from order_prices p where p.order_id = orders.id), 0)::int`.as('workers'),
    ])
    .where('orders.act_id', '=', actId)
    .orderBy('orders.start_date')
    .orderBy('orders.id')
    .execute();
  return orders.map((o) => {
    const address = [o.street, o.address_info].filter(Boolean).join(', ');
    const hours = billedWorkHours({
      pure_time: o.pure_time ?? o.approx_work_time,
      trip_time: o.trip_time,
      add_hour: o.add_hour,
    }).replace('.', ',');
    return serviceLine(
      `Услуги грузчиков, заказ №${o.id} от ${formatDate(o.start_date)}${address ? `, ${address}` : ''} (${o.workers} чел. × ${hours} ч)`,
      toKopecks(o.final_revenue),
    );
  });
}

/**
 * An act's lines: its products; else one line per order, which must add up to the act's amount (an
 * act in status 1 «Не сходятся заказы» is not issued: 422 naming both sums); else one service line
 * at its amount.
 */
export async function actLines(
  db: Kysely<DB>,
  act: { id: number; number: string | null; amount: string | null },
): Promise<DocumentLine[]> {
  const ref = act.number ?? String(act.id);
  const amount = toKopecks(act.amount);
  const products = await productLines(db, 'acts', act.id);
  if (products.length)
    return reconciled(products, act.amount, (total) =>
      documentLineTexts.documentMismatch(`Акт №${ref}`, total, amount),
    );
  const orders = await orderLines(db, act.id);
  if (orders.length)
    return reconciled(orders, act.amount, (total) => documentLineTexts.actOrdersMismatch(ref, total, amount));
  return [serviceLine('Услуги по предоставлению персонала', amount)];
}
