import type { PayTodayAnswer } from '../../core/ledger/ledger-contract.ts';
import { formatDate } from '../../core/format.ts';
import { formatRoubles } from '../../core/money.ts';
import { formatPhone } from '../../core/phone.ts';
import type { CliApi } from '../api/connect.ts';
import { financeRequest } from '../finance/finance-call.ts';
import type { Io } from '../io.ts';
import { printReport } from '../output/report-table.ts';
import { type ReportArgs, reportQuery } from './report-query.ts';

/**
 * `crm pay-today`: GET /api/pay_today, who must be paid today, as a table with the server's totals
 * (count and amount), or `--json`. Card numbers come masked unless the user holds `transactions`.
 */
export async function handlePayToday(args: ReportArgs, io: Io, api: CliApi) {
  const query = new URLSearchParams(reportQuery(args));
  const answer = await financeRequest<PayTodayAnswer>(api, 'GET', `/api/pay_today?${query}`);
  printReport(io, answer, {
    json: args.json,
    header: ['№', 'Работник', 'Телефон', 'Сумма', 'Последняя выплата', 'Карта', 'Карта до', 'О карте'],
    rows: answer.items.map((r) => [
      String(r.individual_id),
      r.name,
      r.phone ? formatPhone(r.phone) : '',
      formatRoubles(r.amount),
      r.last_payment_date ? formatDate(r.last_payment_date) : '',
      r.card_number ?? '',
      // The card's month and year, as the worker's card shows it.
      r.card_active_until ? formatDate(r.card_active_until).slice(3) : '',
      r.card_comment ?? '',
    ]),
    totals: ['', `Итого: ${answer.totals.count}`, '', formatRoubles(answer.totals.amount), '', '', '', ''],
    footer: `К выплате сегодня: ${answer.totals.count}`,
  });
  return answer;
}
