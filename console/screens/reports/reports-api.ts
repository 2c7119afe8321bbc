import type { ContractorDebtsAnswer, ExcerptsAnswer, PayTodayAnswer } from '../../../core/ledger/ledger-contract.ts';
import { api } from '../../app/api.ts';

/** The query of a report: only the parameters that are set go on the wire. */
function query(params: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') out[key] = String(value);
  return out;
}

export interface ExcerptsQuery {
  /** yyyy-MM-dd; both absent: this month (the server's default). */
  from?: string;
  to?: string;
  operation_id?: number;
}

export interface ReportListQuery {
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
}

/** GET /api/excerpts (core/ledger/ledger-contract.ts). */
export const fetchExcerpts = (q: ExcerptsQuery = {}) =>
  api.request<ExcerptsAnswer>('GET', '/api/excerpts', undefined, query({ ...q }));

/** GET /api/contractor_debts: sorted, searched and paged by the server. */
export const fetchContractorDebts = (q: ReportListQuery & { user_id?: number; page?: number } = {}) =>
  api.request<ContractorDebtsAnswer>('GET', '/api/contractor_debts', undefined, query({ ...q }));

/** GET /api/pay_today: card numbers arrive masked unless the user may see them whole. */
export const fetchPayToday = (q: ReportListQuery = {}) =>
  api.request<PayTodayAnswer>('GET', '/api/pay_today', undefined, query({ ...q }));
