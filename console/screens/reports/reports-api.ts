import { contractorDebts, excerpts, payToday } from '../../../core/actions/defs/ledger.actions.ts';
import { api } from '../../app/api.ts';

// The three money reports (spec 02 §2), each a catalogue action typed by its declaration.

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

/** GET /api/excerpts. */
export const fetchExcerpts = (q: ExcerptsQuery = {}) => api.call(excerpts, { query: q });

/** GET /api/contractor_debts: sorted, searched and paged by the server. */
export const fetchContractorDebts = (q: ReportListQuery & { user_id?: number; page?: number } = {}) =>
  api.call(contractorDebts, { query: q });

/** GET /api/pay_today: card numbers arrive masked unless the user may see them whole. */
export const fetchPayToday = (q: ReportListQuery = {}) => api.call(payToday, { query: q });
