import type { Kysely } from 'kysely';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../../core/errors.ts';
import { sumMoney } from '../../core/money.ts';
import { documentRef, pdfFileName } from './account-pdf.ts';
import { actLines } from './document-lines.ts';
import { buyerLine, loadBuyer, loadSupplier, supplierLine } from './finance-pdf-parties.ts';
import { amountSummary, heading, labelled, linesTable, signature, totalsBlock } from './pdf-blocks.ts';
import type { DB } from '../db/db-types.ts';

/** The sentence every Russian act of services carries above the signatures. */
export const actAcceptance =
  'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.';

/** Акт выполненных работ: both parties, the orders and products, totals, VAT, words, acceptance, signatures. */
export async function actDocument(
  db: Kysely<DB>,
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
  const lines = await actLines(db, act);
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
