import { LEDGER_OWNER_TYPES, type LedgerOwnerClass } from '../../../core/ledger/ledger-catalogue.ts';
import { moscowDate } from '../../../core/rules/schedule.rule.ts';
import { readPaymentDate } from '../../domain/payments/payment-input.ts';
import type { NullifyInput } from '../../domain/transactions/nullify-balance.ts';
import { fieldRefusal, transactionTexts } from '../../domain/transactions/transaction-texts.ts';

const CLASSES: readonly string[] = ['Individual', 'User', 'Contractor'] satisfies LedgerOwnerClass[];
const MAX_COMMENT = 1000;

/** An owner class as sent (default 'Individual'); a worker's owner type names his class too. */
export function readOwnerClass(raw: unknown): LedgerOwnerClass {
  if (raw === undefined || raw === null || raw === '') return 'Individual';
  if (typeof raw === 'string' && CLASSES.includes(raw)) return raw as LedgerOwnerClass;
  if (typeof raw === 'string' && (LEDGER_OWNER_TYPES as readonly string[]).includes(raw)) return 'Individual';
  throw fieldRefusal(
    'owner_class',
    transactionTexts.ownerClassBad,
    `Класс получателя: ${transactionTexts.ownerClassBad}`,
  );
}

function readOwnerId(raw: unknown): number {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw fieldRefusal('owner_id', transactionTexts.ownerIdBad, `Получатель: ${transactionTexts.ownerIdBad}`);
  return id;
}

/** The NullifyRequest of core/ledger/ledger-contract.ts, checked field by field. */
export function readNullifyRequest(body: Record<string, unknown>): NullifyInput {
  const comment = body.comment;
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    throw fieldRefusal('comment', transactionTexts.commentTooLong);
  if (typeof comment === 'string' && comment.length > MAX_COMMENT)
    throw fieldRefusal('comment', transactionTexts.commentTooLong, `Комментарий ${transactionTexts.commentTooLong}`);
  return {
    owner_class: readOwnerClass(body.owner_class),
    owner_id: readOwnerId(body.owner_id),
    payment_date:
      body.payment_date === undefined || body.payment_date === null || body.payment_date === ''
        ? moscowDate()
        : readPaymentDate(body.payment_date, 'payment_date'),
    comment: typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : transactionTexts.nullifyComment,
  };
}
