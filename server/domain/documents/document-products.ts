import { AppError } from '../../../core/errors.ts';
import { kopecksToDecimalString } from '../../../core/money.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import {
  documentLineProblems,
  lineProblems,
  linesTotal,
  type ProductLine,
} from '../../../core/rules/document-lines.rule.ts';
import type { DynamicDb } from '../../db/dynamic-db.ts';

/** Where a document keeps its own lines: accounts → account_products, acts → act_products. */
export interface DocumentProducts {
  /** The registry resource (its `products` nested field names the child table). */
  def: ResourceDef;
  /** Genitive of the document in messages: «счёта», «акта». */
  whose: string;
}

const KEY = 'products';

export async function storedProducts(
  db: DynamicDb,
  doc: DocumentProducts,
  id: number,
): Promise<(ProductLine & { name: string; unit: string | null })[]> {
  const nested = doc.def.fields[KEY];
  if (nested?.kind !== 'nested') throw new Error(`${doc.def.name} has no products`);
  return db
    .selectFrom(nested.table)
    .select(['name', 'unit', 'quantity', 'price', 'amount'])
    .where(nested.foreignKey, '=', id)
    .orderBy('id')
    .execute() as Promise<(ProductLine & { name: string; unit: string | null })[]>;
}

/**
 * Issue 24, the document rule on save (docs/decisions.md «What a document bills»): when a save
 * touches the amount or the lines of a document that has lines, the lines must add up to the
 * amount. A save that changes the lines and leaves the amount out makes the amount their sum; one
 * that sends an amount the lines do not add up to is refused (422 on `products`, nothing written:
 * the request's transaction rolls back). Runs after the nested rows are written, on what is stored.
 */
export async function enforceDocumentProducts(
  trx: DynamicDb,
  doc: DocumentProducts,
  id: number,
  parsed: ParsedWrite,
): Promise<void> {
  const amountSent = Object.hasOwn(parsed.values, 'amount');
  if (!amountSent && !parsed.nested[KEY]) return;
  const lines = await storedProducts(trx, doc, id);
  if (!lines.length) return;
  const row = await trx.selectFrom(doc.def.table).select('amount').where('id', '=', id).executeTakeFirstOrThrow();
  let amount: string | null = row.amount === null ? null : String(row.amount);
  const ofLines = lineProblems(lines);
  if (!amountSent && !ofLines.length) {
    amount = kopecksToDecimalString(linesTotal(lines));
    await trx.updateTable(doc.def.table).set({ amount }).where('id', '=', id).execute();
  }
  const problems = ofLines.length ? ofLines : documentLineProblems(amount, lines, doc.whose);
  if (!problems.length) return;
  const field = doc.def.fields[KEY];
  const label = field?.label ?? KEY;
  const errors: Record<string, string[]> = {};
  const full: string[] = [];
  for (const p of problems) {
    const key = p.index === null ? KEY : `${KEY}[${p.index}].amount`;
    errors[key] = [...(errors[key] ?? []), p.message];
    full.push(p.index === null ? `${label} ${p.message}` : `${label}, строка ${p.index + 1}: Сумма ${p.message}`);
  }
  throw AppError.validation(errors, full);
}
