import { type Kysely, sql } from 'kysely';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../../core/errors.ts';
import { formatDate } from '../../core/format.ts';
import { mulMoney, sumMoney, toKopecks } from '../../core/money.ts';
import { billedWorkHours } from '../../core/rules/work-time.rule.ts';
import { documentRef, pdfFileName } from './account-pdf.ts';
import { buyerLine, loadBuyer, loadSupplier, supplierLine } from './finance-pdf-parties.ts';
import {
  amountSummary,
  type DocumentLine,
  heading,
  labelled,
  linesTable,
  signature,
  totalsBlock,
} from './pdf-blocks.ts';

/** The sentence every Russian act of services carries above the signatures. */
export const actAcceptance =
  'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.';

/** One line per order of the act (date, address, workers × hours, the order's final revenue). */
async function orderLines(db: Kysely<any>, actId: number): Promise<DocumentLine[]> {
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
    const amount = toKopecks(o.final_revenue);
    return {
      name: `Услуги грузчиков, заказ №${o.id} от ${formatDate(o.start_date)}${address ? `, ${address}` : ''} (${o.workers} чел. × ${hours} ч)`,
      quantity: '1',
      unit: 'усл.',
      price: amount,
      amount,
    };
  });
}

async function productLines(db: Kysely<any>, actId: number): Promise<DocumentLine[]> {
  const rows = await db
    .selectFrom('act_products')
    .select(['name', 'unit', 'quantity', 'price', 'amount'])
    .where('act_id', '=', actId)
    .orderBy('id')
    .execute();
  return rows.map((p) => {
    const price = p.price == null ? null : toKopecks(p.price);
    const quantity = p.quantity ?? '1';
    const amount = p.amount != null ? toKopecks(p.amount) : price === null ? 0n : mulMoney(price, quantity);
    return { name: p.name, quantity, unit: p.unit ?? '', price, amount };
  });
}

/** Акт выполненных работ: both parties, the orders and products, totals, VAT, words, acceptance, signatures. */
export async function actDocument(
  db: Kysely<any>,
  actId: number,
): Promise<{ filename: string; doc: TDocumentDefinitions }> {
  const act = await db
    .selectFrom('acts')
    .select(['id', 'number', 'date', 'amount', 'contractor_id'])
    .where('id', '=', actId)
    .executeTakeFirst();
  if (!act) throw new AppError('not_found', `Акт №${actId} не найден`);
  const buyer = await loadBuyer(db, act.contractor_id);
  // The entity that issued the act's accounts issues the act; else the one the contractor works with.
  const issuer = await db
    .selectFrom('act_operations')
    .innerJoin('accounts', 'accounts.id', 'act_operations.account_id')
    .select('accounts.company_type')
    .where('act_operations.act_id', '=', actId)
    .where('accounts.company_type', 'is not', null)
    .orderBy('act_operations.id')
    .executeTakeFirst();
  const supplier = await loadSupplier(db, [issuer?.company_type, buyer.company_type]);
  let lines = [...(await orderLines(db, actId)), ...(await productLines(db, actId))];
  if (lines.length === 0) {
    const amount = toKopecks(act.amount);
    lines = [{ name: 'Услуги по предоставлению персонала', quantity: '1', unit: 'усл.', price: amount, amount }];
  }
  const total = sumMoney(lines.map((l) => l.amount));
  const ref = documentRef(act.number, act.id, act.date);
  const title = `Акт ${ref}`;
  return {
    filename: pdfFileName('Акт', ref),
    doc: {
      info: { title, author: supplier.legal_name },
      pageMargins: [40, 40, 40, 40],
      content: [
        heading(`Акт выполненных работ (оказанных услуг) ${ref}`),
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5 }], margin: [0, 0, 0, 6] },
        labelled('Исполнитель:', supplierLine(supplier)),
        labelled('Заказчик:', buyerLine(buyer)),
        linesTable(lines, 'Наименование работ, услуг'),
        totalsBlock(total, supplier.vat_rate, 'Всего:'),
        ...amountSummary(lines.length, total, 'Всего оказано услуг'),
        { text: actAcceptance, margin: [0, 0, 0, 8] },
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5 }] },
        {
          columns: [
            [
              { text: 'ИСПОЛНИТЕЛЬ', bold: true, margin: [0, 10, 0, 2] },
              supplier.legal_name,
              signature(null, supplier.director_name),
            ],
            [
              { text: 'ЗАКАЗЧИК', bold: true, margin: [0, 10, 0, 2] },
              buyer.legal_name || buyer.name,
              signature(null, null),
            ],
          ],
          columnGap: 20,
        },
      ],
    },
  };
}
