import { payAccounts, payOrders, type paymentStageTypes } from '../../core/actions/defs/payments.actions.ts';
import { formatDate } from '../../core/format.ts';
import { formatRoubles, toKopecks } from '../../core/money.ts';
import type { CliApi } from '../api/connect.ts';
import type { Lookups } from '../output/cells.ts';
import { financeCall, financeRequest } from './finance-call.ts';

type PaymentStageType = (typeof paymentStageTypes)[number];

type Row = Record<string, unknown>;

/** What the dry run says about one record: its line, and the sum it would move (kopecks; 0 when it changes nothing). */
export interface Preview {
  line: string;
  changes: boolean;
  sum: bigint;
}

/** One per-item finance batch: which list its records come from, the preview, and the call per record. */
export interface FinanceKind {
  /** `crm <command>`, also the resume file's command. */
  command: string;
  resource: 'accounts' | 'invoices';
  verb: string;
  nouns: readonly [string, string, string];
  sumOf(record: Row, params: Row): bigint;
  preview(record: Row, contractor: string, params: Row): Preview;
  /** Sends one record with its key; answers the server's message for the report. */
  apply(api: CliApi, record: Row | undefined, id: number, params: Row, key: string): Promise<string>;
}

export const contractorName = (record: Row, lookups: Lookups) =>
  lookups.contractors?.get(Number(record.contractor_id)) ?? `контрагент №${record.contractor_id}`;

const money = (k: bigint) => formatRoubles(k);
const day = (iso: unknown) => (iso ? formatDate(String(iso)) : '');

export const accountsPay: FinanceKind = {
  command: 'accounts pay',
  resource: 'accounts',
  verb: 'Оплатить',
  nouns: ['счёт', 'счёта', 'счетов'],
  sumOf: (r) => toKopecks(r.amount as string),
  preview: (r, contractor, params) => {
    const head = `Счёт №${r.id}${r.number ? ` (${r.number})` : ''}, ${contractor}, ${money(toKopecks(r.amount as string))}`;
    // The server's test (the make-payment checkbox): no payment date and no paid sum.
    if (r.payment_date || toKopecks(r.payed_amount as string) !== 0n)
      return {
        line: `${head}: уже оплачен${r.payment_date ? ` ${day(r.payment_date)}` : ''}, без изменений`,
        changes: false,
        sum: 0n,
      };
    return { line: `${head}: будет оплачен ${day(params.date)}`, changes: true, sum: toKopecks(r.amount as string) };
  },
  apply: async (api, _record, id, params, key) => {
    const answer = await financeCall(
      api,
      payAccounts,
      { body: { account_ids: [id], payment_date: String(params.date) } },
      key,
    );
    return answer.messages[0] ?? '';
  },
};

const stageOf = (params: Row) =>
  params.type === 'pp'
    ? { paid: 'pp_paid_at', amount: 'pp_amount', label: 'предоплата' }
    : { paid: 'p_paid_at', amount: 'p_amount', label: 'оплата' };

export const invoicesPay: FinanceKind = {
  command: 'invoices pay',
  resource: 'invoices',
  verb: 'Проставить оплату',
  nouns: ['заказ', 'заказа', 'заказов'],
  sumOf: (r, params) => toKopecks(r[stageOf(params).amount] as string),
  preview: (r, contractor, params) => {
    const stage = stageOf(params);
    const sum = toKopecks(r[stage.amount] as string);
    const head = `Заказ №${r.id}, ${contractor}, ${stage.label} ${money(sum)}`;
    if (r[stage.paid])
      return { line: `${head}: уже проставлена ${day(r[stage.paid])}, без изменений`, changes: false, sum: 0n };
    if (params.type === 'p' && Number(r.payment_type) === 3)
      return { line: `${head}: оплата картой, сервер откажет (её ставят в «Оплатах картой»)`, changes: false, sum: 0n };
    if (sum <= 0n) return { line: `${head}: не указана сумма, сервер откажет`, changes: false, sum: 0n };
    return { line: `${head}: будет проставлена ${day(params.date)}`, changes: true, sum };
  },
  apply: async (api, _record, id, params, key) => {
    const answer = await financeCall(
      api,
      payOrders,
      { body: { order_ids: [id], type: params.type as PaymentStageType, paid_at: String(params.date) } },
      key,
    );
    return answer.messages[0] ?? '';
  },
};

const orderIdsOf = (record: Row | undefined) =>
  Array.isArray(record?.order_ids) ? (record.order_ids as unknown[]).map(String).join(',') : '';

export const accountsSendPdf: FinanceKind = {
  command: 'accounts send-pdf',
  resource: 'accounts',
  verb: 'Отправить PDF',
  nouns: ['счёт', 'счёта', 'счетов'],
  sumOf: (r) => toKopecks(r.amount as string),
  preview: (r, contractor, params) => {
    const what = params.act ? 'счёт и акт' : 'счёт';
    const to = params.dontSendToClient ? 'только нам (клиенту не отправлять)' : 'клиенту';
    if (!r.date || !r.number)
      return { line: `Счёт №${r.id}, ${contractor}: нет даты или номера, сервер откажет`, changes: false, sum: 0n };
    const sum = toKopecks(r.amount as string);
    return {
      line: `Счёт №${r.id} (${r.number}), ${contractor}, ${money(sum)}: отправить ${what} ${to}`,
      changes: true,
      sum,
    };
  },
  apply: async (api, record, id, params, key) => {
    const answer = await financeRequest<{ message?: string }>(
      api,
      'POST',
      `/api/accounts/${id}/send_pdf`,
      {
        order_ids: orderIdsOf(record),
        dont_send_to_client: Boolean(params.dontSendToClient),
        send_account: true,
        send_act: Boolean(params.act),
        act_id: null,
      },
      key,
    );
    return answer?.message ?? 'Отправлено';
  },
};
