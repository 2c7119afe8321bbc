import type { Kysely } from 'kysely';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../../core/errors.ts';
import { formatDate } from '../../core/format.ts';
import { sumMoney } from '../../core/money.ts';
import { accountLines } from './document-lines.ts';
import {
  type BuyerRequisites,
  buyerLine,
  loadBuyer,
  loadSupplier,
  type SupplierRequisites,
  supplierLine,
} from './finance-pdf-parties.ts';
import { amountSummary, heading, labelled, linesTable, signature, totalsBlock } from './pdf-blocks.ts';
import type { DB } from '../db/db-types.ts';

/** «№ 15 от 23.11.2026» (the id when the account has no number yet, no date part without a date). */
export function documentRef(number: string | null, id: number, date: string | null): string {
  return `№${number ?? id}${date ? ` от ${formatDate(date)}` : ''}`;
}

/** A file name from a document reference: no path separators whatever the number holds. */
export function pdfFileName(kind: string, ref: string): string {
  return `${kind} ${ref}.pdf`.replace(/[\\/:*?"<>|]/g, '-');
}

/** The bank block at the top of a Russian invoice: where and to whom the money goes. */
function bankTable(s: SupplierRequisites): Content {
  const cell = (text: string, extra: object = {}) => ({ text, ...extra });
  return {
    table: {
      widths: ['*', '*', 40, 130],
      body: [
        [cell(s.bank_name ?? '', { colSpan: 2 }), {}, cell('БИК'), cell(s.bik ?? '')],
        [cell('Банк получателя', { colSpan: 2, fontSize: 8 }), {}, cell('Сч. №'), cell(s.correspondent_account ?? '')],
        [
          cell(`ИНН ${s.inn ?? ''}`),
          cell(`КПП ${s.kpp ?? ''}`),
          cell('Сч. №', { rowSpan: 2 }),
          cell(s.settlement_account ?? '', { rowSpan: 2 }),
        ],
        [cell(`${s.legal_name}\nПолучатель`, { colSpan: 2 }), {}, {}, {}],
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
  };
}

function basis(buyer: BuyerRequisites): Content[] {
  if (!buyer.contract_num) return [];
  const date = buyer.contract_date ? ` от ${formatDate(buyer.contract_date)}` : '';
  return [labelled('Основание:', `Договор № ${buyer.contract_num}${date}`)];
}

/** Счёт на оплату: supplier's bank block, both parties, numbered lines, totals, VAT, words, signatures. */
export async function accountDocument(
  db: Kysely<DB>,
  accountId: number,
): Promise<{ filename: string; doc: TDocumentDefinitions }> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'number', 'date', 'amount', 'company_type', 'contractor_id', 'order_id', 'order_ids'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw new AppError('not_found', `Счёт №${accountId} не найден`);
  const buyer = await loadBuyer(db, account.contractor_id);
  const supplier = await loadSupplier(db, [account.company_type, buyer.company_type]);
  const lines = await accountLines(db, account);
  const total = sumMoney(lines.map((l) => l.amount));
  const ref = documentRef(account.number, account.id, account.date);
  const title = `Счёт на оплату ${ref}`;
  return {
    filename: pdfFileName('Счёт', ref),
    doc: {
      info: { title, author: supplier.legal_name },
      pageMargins: [40, 40, 40, 40],
      content: [
        bankTable(supplier),
        heading(title),
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5 }], margin: [0, 0, 0, 6] },
        labelled('Поставщик (Исполнитель):', supplierLine(supplier)),
        labelled('Покупатель (Заказчик):', buyerLine(buyer)),
        ...basis(buyer),
        linesTable(lines, 'Товары (работы, услуги)'),
        totalsBlock(total, supplier.vat_rate, 'Всего к оплате:'),
        ...amountSummary(lines.length, total, 'Всего наименований'),
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5 }] },
        signature('Руководитель', supplier.director_name),
        signature('Бухгалтер', supplier.accountant_name ?? supplier.director_name),
      ],
    },
  };
}
