import { AppError } from '../../../core/errors.ts';
import type { LedgerOwnerClass } from '../../../core/ledger/ledger-catalogue.ts';

const ownerWords: Record<LedgerOwnerClass, string> = {
  Individual: 'Работник',
  User: 'Пользователь',
  Contractor: 'Контрагент',
};

/** The Russian messages of the ledger calls (issue 13 items 1-2). */
export const transactionTexts = {
  ownerMissing: (cls: LedgerOwnerClass, id: number) => `${ownerWords[cls]} №${id} не найден`,
  amountZero: 'не может быть нулевой',
  orderMissing: (id: number) => `Заказ №${id} не найден`,
  accountMissing: (id: number) => `Счёт №${id} не найден`,
  /** Issue 13: a row that moved a balance is never edited; it is reversed and written anew. */
  moneyFrozen:
    'Сумму, получателя, операцию и дату проведённой операции не меняют: удалите её (будет сторно) и создайте новую',
  linksFrozen: 'Заказ и счёт проведённой операции не меняют: удалите её (будет сторно) и создайте новую',
  reversalComment: (id: number) => `Сторно операции №${id}`,
  reverseReversal: (id: number, of: number) =>
    `Операция №${id} сама сторнирует операцию №${of}: её не отменяют, создайте новую операцию`,
  alreadyReversed: (id: number, by: number | null) =>
    by === null ? `Операция №${id} уже отменена` : `Операция №${id} уже отменена операцией №${by}`,
  nullifyComment: 'Обнуление баланса',
  ownerClassBad: 'нужно Individual, User или Contractor',
  ownerIdBad: 'нужен номер записи',
  commentTooLong: 'не длиннее 1000 символов',
} as const;

/** A 422 on one field, with the field's message as the full message too. */
export const fieldRefusal = (field: string, message: string, full = message) =>
  AppError.validation({ [field]: [message] }, [full]);
