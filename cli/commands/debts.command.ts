import type { ContractorDebtRow, ContractorDebtsAnswer } from '../../core/ledger/ledger-contract.ts';
import { formatRoubles } from '../../core/money.ts';
import type { CliApi } from '../api/connect.ts';
import { financeRequest } from '../finance/finance-call.ts';
import type { Io } from '../io.ts';
import { printReport } from '../output/report-table.ts';
import { reportQuery, type ReportArgs } from './report-query.ts';

export interface DebtsArgs extends ReportArgs {
  manager?: number;
}

const money = ['accs_debt', 'orders_debt', 'accs_month', 'accs_two_weeks'] as const;

/**
 * `crm debts`: GET /api/contractor_debts, every page, as a table with the server's totals row
 * (never summed here), or `--json`: one answer with all items and the totals.
 */
export async function handleDebts(args: DebtsArgs, io: Io, api: CliApi) {
  const query = reportQuery(args, args.manager === undefined ? {} : { user_id: String(args.manager) });
  const items: ContractorDebtRow[] = [];
  let answer: ContractorDebtsAnswer;
  for (let page = 1; ; page++) {
    answer = await financeRequest<ContractorDebtsAnswer>(
      api,
      'GET',
      `/api/contractor_debts?${new URLSearchParams({ ...query, page: String(page) })}`,
    );
    items.push(...answer.items);
    if (!answer.items.length || items.length >= answer.meta.total) break;
  }
  const whole = { ...answer, items, meta: { ...answer.meta, page: 1, limit: items.length } };
  printReport(io, whole, {
    json: args.json,
    header: [
      '№',
      'Контрагент',
      'Менеджер',
      'Неоплач. счетов',
      'Долг по счетам',
      'Долг по заказам',
      'Счета за месяц',
      'Счета за 2 недели',
    ],
    rows: items.map((r) => [
      String(r.contractor_id),
      r.name,
      r.user_name ?? '',
      String(r.not_paid_accs),
      ...money.map((k) => formatRoubles(r[k])),
    ]),
    totals: [
      '',
      'Итого',
      '',
      String(answer.totals.not_paid_accs),
      ...money.map((k) => formatRoubles(answer.totals[k])),
    ],
    footer: `Долги контрагентов: ${items.length}`,
  });
  return whole;
}
