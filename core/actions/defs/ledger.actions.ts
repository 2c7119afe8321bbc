import { z } from 'zod';
import {
  balancesAnswer,
  contractorDebtsAnswer,
  excerptsAnswer,
  ledgerOwnerClasses,
  nullifyAnswer,
  payTodayAnswer,
} from '../../ledger/ledger-contract.ts';
import { LEDGER_OWNER_TYPES } from '../../ledger/ledger-catalogue.ts';
import { paymentTexts } from '../../payments/payment-texts.ts';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The ledger's own calls beside the generic /api/transactions and the three money reports of
// issue 13 (spec 02 §2 /excerpts, /contractor_debts, /pay_today).

/** The ledger's flag «Операции»: reading or writing the ledger needs it, like the list itself. */
const LEDGER = { flag: 'transactions' } as const;

const ownerClassBad = 'нужно Individual, User или Contractor';

/** An owner class as sent (default 'Individual'); a worker's owner type names his class too. */
const ownerClass = wire.queryEnum([...ledgerOwnerClasses, ...LEDGER_OWNER_TYPES]).transform((v, ctx) => {
  if (v === null) return 'Individual' as const;
  if ((ledgerOwnerClasses as readonly string[]).includes(v)) return v as (typeof ledgerOwnerClasses)[number];
  if (v === 'Our_Individual' || v === 'Theirs_Individual') return 'Individual' as const;
  ctx.addIssue({ code: 'custom', message: ownerClassBad });
  return z.NEVER;
});

export const nullifyComment = 'Обнуление баланса';

/** Zeroes an owner's balance with one balancing transaction (issue 13 item 1). */
export const nullifyAmount = defineAction({
  name: 'transactions.nullify_amount',
  method: 'POST',
  path: '/api/transactions/nullify_amount',
  title: 'Обнулить баланс',
  permission: LEDGER,
  body: wire.object({
    /** Default 'Individual': a worker's balance over his three owner types. */
    owner_class: ownerClass,
    owner_id: wire.id('нужен номер записи'),
    /** Default today (Moscow). */
    payment_date: wire.optionalDate({ bad: paymentTexts.dateBad }),
    /** Default «Обнуление баланса». */
    comment: wire.text(1000, { tooLong: 'не длиннее 1000 символов' }),
  }),
  labels: { owner_class: 'Класс получателя', owner_id: 'Получатель', payment_date: 'Дата', comment: 'Комментарий' },
  answer: nullifyAnswer,
  idempotent: true,
});

export const ownerBalances = defineAction({
  name: 'transactions.balances',
  method: 'GET',
  path: '/api/transactions/balances',
  title: 'Балансы получателей',
  permission: LEDGER,
  query: wire.object({
    owner_class: ownerClass,
    owner_ids: wire.ids({ required: paymentTexts.idsRequired, bad: paymentTexts.idsBad }),
  }),
  labels: { owner_class: 'Класс получателя', owner_ids: 'Получатели' },
  answer: balancesAnswer,
});

/**
 * GET /api/transactions/export?format=csv|xlsx&filter=&search=&sort=&order= (issue 13 item 1): the
 * ledger as the list shows it, streamed; its list parameters are checked by the list's own parser.
 */
export const exportTransactions = defineAction({
  name: 'transactions.export',
  method: 'GET',
  path: '/api/transactions/export',
  title: 'Выгрузить операции',
  permission: resourceActionRule(resources.transactions.permissions.read),
  query: wire.listQuery().and(z.object({ format: z.string().optional() })),
  transport: 'download',
  answer: wire.file(),
});

/** GET /api/excerpts?from=&to=&operation_id= (spec 02 «/excerpts: daily excerpts of operations»). */
export const excerpts = defineAction({
  name: 'reports.excerpts',
  method: 'GET',
  path: '/api/excerpts',
  title: 'Выписки',
  permission: LEDGER,
  query: wire.object({
    from: wire.queryDate(),
    to: wire.queryDate(),
    operation_id: wire.queryInt(1, 999_999_999),
  }),
  labels: { from: 'С', to: 'По', operation_id: 'Операция' },
  answer: excerptsAnswer,
});

export const DEBT_SORTS = [
  'name',
  'user_name',
  'not_paid_accs',
  'accs_debt',
  'orders_debt',
  'accs_month',
  'accs_two_weeks',
] as const;

const order = wire.queryEnum(['asc', 'desc']);

/** GET /api/contractor_debts?sort=&order=&search=&user_id=&page=&limit= (spec 02 «/contractor_debts: client debts»). */
export const contractorDebts = defineAction({
  name: 'reports.contractor_debts',
  method: 'GET',
  path: '/api/contractor_debts',
  title: 'Долги клиентов',
  permission: LEDGER,
  query: wire.object({
    sort: wire.queryEnum(DEBT_SORTS),
    order,
    search: wire.querySearch(),
    user_id: wire.queryInt(1, 999_999_999),
    page: wire.queryInt(1, 999_999),
    /** Rows per page as in every list; a script may ask up to 500 (docs/decisions.md «Lists»). */
    limit: wire.queryInt(1, 500),
  }),
  labels: { sort: 'Сортировка', order: 'Порядок', search: 'Поиск', user_id: 'Менеджер', page: 'Страница' },
  answer: contractorDebtsAnswer,
});

export const PAY_TODAY_SORTS = ['name', 'amount', 'last_payment_date'] as const;

/**
 * GET /api/pay_today?sort=&order=&search= (spec 02 «/pay_today: who must be paid today»). Open to
 * every signed-in user (logists phone the workers they pay); card numbers whole only with the
 * ledger flag, masked otherwise.
 */
export const payToday = defineAction({
  name: 'reports.pay_today',
  method: 'GET',
  path: '/api/pay_today',
  title: 'Выплаты сегодня',
  permission: 'signed_in',
  query: wire.object({ sort: wire.queryEnum(PAY_TODAY_SORTS), order, search: wire.querySearch() }),
  labels: { sort: 'Сортировка', order: 'Порядок', search: 'Поиск' },
  answer: payTodayAnswer,
});
