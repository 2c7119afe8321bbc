import { AppError } from '../../../core/errors.ts';
import { type LedgerOwnerTypeName, ownerClass } from '../../../core/ledger/ledger-catalogue.ts';
import { toKopecks } from '../../../core/money.ts';
import { moscowDate } from '../../../core/rules/schedule.rule.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import type { Row } from '../../crud/serialize.ts';
import { lockLedgerOwners } from './ledger-owner-locks.ts';
import { ownerExists } from './transaction-owners.ts';
import { fieldRefusal, transactionTexts } from './transaction-texts.ts';
import type { DynamicDb } from '../../db/dynamic-db.ts';

/**
 * Issue 13: 'payment_date defaulting to today'; the owner, the order and the account must exist
 * (a polymorphic owner has no foreign key, so only this check keeps a row from naming nobody) and
 * a zero amount moves nothing, so it is refused.
 */
export async function checkNewTransaction(trx: DynamicDb, parsed: ParsedWrite) {
  const v = parsed.values;
  v.payment_date ??= moscowDate();
  if (toKopecks(v.amount as string) === 0n)
    throw fieldRefusal('amount', transactionTexts.amountZero, `Сумма ${transactionTexts.amountZero}`);
  const ownerType = v.owner_type as LedgerOwnerTypeName;
  const ownerId = Number(v.owner_id);
  const cls = ownerClass(ownerType);
  if (!(await ownerExists(trx, cls, ownerId)))
    throw fieldRefusal('owner_id', transactionTexts.ownerMissing(cls, ownerId));
  await mustExist(trx, 'orders', v.order_id, 'order_id', transactionTexts.orderMissing);
  await mustExist(trx, 'accounts', v.account_id, 'account_id', transactionTexts.accountMissing);
  await lockLedgerOwners(trx, [{ owner_type: ownerType, owner_id: ownerId }]);
}

async function mustExist(
  trx: DynamicDb,
  table: string,
  value: unknown,
  field: string,
  message: (id: number) => string,
) {
  if (value === null || value === undefined) return;
  // FOR KEY SHARE, what the insert's foreign key takes anyway, but before the balance lock (lock order).
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', Number(value))
    .forKeyShare()
    .executeTakeFirst();
  if (!found) throw fieldRefusal(field, message(Number(value)));
}

/** What moved a balance: frozen after the insert (migration 0036's transactions_append_only). */
const MONEY_FIELDS = ['amount', 'owner_type', 'owner_id', 'operation_id', 'payment_date'] as const;
/**
 * The order and the account are frozen too: the order's own postings are summed by order_id
 * (order-ledger.ts), so moving a row to another order would make the next settle post it twice.
 */
const LINK_FIELDS = ['order_id', 'account_id'] as const;

const same = (field: string, a: unknown, b: unknown) =>
  field === 'amount' ? toKopecks(a as string) === toKopecks(b as string) : String(a ?? '') === String(b ?? '');

/**
 * Issue 13: an edit of a ledger row may change only its bookkeeping marks (comment, closed,
 * ac_type2/3, no_order, user2_id). A frozen field sent with its current value is accepted (the
 * console's form sends every field); a changed one is a 422 on that field, so the database's
 * append-only trigger is never what a user hits.
 */
export function checkTransactionEdit(parsed: ParsedWrite, existing: Row) {
  const errors: Record<string, string[]> = {};
  const full: string[] = [];
  for (const [fields, message] of [
    [MONEY_FIELDS, transactionTexts.moneyFrozen],
    [LINK_FIELDS, transactionTexts.linksFrozen],
  ] as const)
    for (const field of fields) {
      if (!Object.hasOwn(parsed.values, field) || same(field, parsed.values[field], existing[field])) continue;
      errors[field] = [message];
      if (!full.includes(message)) full.push(message);
    }
  if (full.length) throw AppError.validation(errors, full);
}
