import { formatDate, formatDuration } from '../format.ts';
import { plural } from '../plural.ts';
import { paymentMethodCode } from '../rules/payment-method.rule.ts';
import { ageOn, isBeginner } from '../rules/worker.rule.ts';
import { texts } from '../texts.ts';

// Values a person reads beside a stored one, derived on display from the row (never stored: an
// age changes every birthday). A field names one with `cell`; the console's list cells and the CLI
// use the same functions.

export interface CellFormat {
  /** Other fields of the row the text needs (a list asks for them with the column). */
  uses: readonly string[];
  /** `base` is the value as its kind shows it; `today` is yyyy-MM-dd. */
  format(value: unknown, row: Record<string, unknown>, base: string, today: string): string;
  /**
   * The cell is a link to this path when the value is present: a file the server serves for the row
   * (`/api/{resource}/{id}/record`), so the stored name or any credential never reaches the page.
   */
  href?(resource: string, row: Record<string, unknown>): string;
  /** A list column's width when the text is longer than the kind's own column (a CSS grid track). */
  width?: string;
  /** The text is a mark rather than a value: the console draws it as a badge. */
  badge?: true;
  /** A warning the cell carries beside its text (the console draws a red ✗): what it means, or null. */
  mark?(row: Record<string, unknown>): string | null;
}

const years = ['год', 'года', 'лет'] as const;

export const contractorMismatchText = 'К акту прикреплён счёт или заказ другого контрагента';

const formats = {
  /** Spec 01 §3 'birth_date, age': «12.03.1990 (36 лет)». */
  age: {
    uses: [],
    format: (value, _row, base, today) => {
      const age = ageOn(value as string | null, today);
      return age === null ? base : `${base} (${age} ${plural(age, years)})`;
    },
  },
  /** Spec 01 §9 'Beginner worker: applied less than 30 days ago': «01.11.2026 · новичок». */
  beginner: {
    uses: [],
    format: (value, _row, base, today) => (isBeginner(value as string | null, today) ? `${base} · новичок` : base),
  },
  /** Spec 01 §9 'Payment method short codes: 1 ст, 2 к, 3 ф (or фп when total work time over 120)'. */
  paymentMethodCode: {
    uses: ['total_work_time'],
    format: (value, row) =>
      paymentMethodCode({
        payment_method_id: value === null || value === undefined ? null : Number(value),
        total_work_time:
          row.total_work_time === null || row.total_work_time === undefined ? null : Number(row.total_work_time),
      }),
  },
  /**
   * Spec 02 §3 'sent_to_yourself (yes/no)', 'required (yes/no)': both answers written out, since a
   * blank cell cannot be told from a missing value (issue 23 item 7).
   */
  yesNo: {
    uses: [],
    format: (value) => (value === true ? 'да' : value === false ? 'нет' : ''),
  },
  /** Spec 02 §8 'Empty group: Не указана должность' (issue 23 item 8: /users left the cell blank). */
  groupOrNone: {
    uses: [],
    format: (value, _row, base) => (value === null || value === undefined || value === '' ? texts.noPosition : base),
  },
  /** A card's active-until is a month: «11.2027». */
  monthYear: {
    uses: [],
    format: (value) => (typeof value === 'string' && value ? formatDate(value).slice(3) : ''),
  },
  /** Spec 02 'link_duration (shown as human time)': seconds as «2 мин 05 с». */
  minutesSeconds: {
    uses: [],
    format: (value) => (value === null || value === undefined || value === '' ? '' : formatDuration(Number(value))),
    width: '120px',
  },
  /** Spec 02 'not_a_client (shows 'Не клиент')'. */
  notAClient: {
    uses: [],
    format: (value) => (value === true ? texts.notAClient : ''),
    width: '90px',
  },
  /** Spec 02 'record_filename (download link labelled 'Скачать')', served through the server. */
  recording: {
    uses: [],
    format: (value) => (value ? texts.download : ''),
    href: (resource, row) => `/api/${resource}/${row.id}/record`,
    width: '90px',
  },
  /** Spec 02 'Act: contractor_id (client; a red cross marks an inconsistent contractor)'. */
  contractorMismatch: {
    uses: ['contractor_mismatch'],
    format: (_value, _row, base) => base,
    mark: (row) => (row.contractor_mismatch ? contractorMismatchText : null),
  },
  /**
   * Issue 13 item 1 'a deleted transaction leaves a reversal, never a hole': the reversal row reads
   * «Сторно № 12» (the row it cancels), the cancelled row «Сторнирована» and the reversal's number.
   */
  reversal: {
    uses: ['reversed_by_id'],
    format: (value, row) =>
      value != null && value !== ''
        ? `${texts.reversalOf} № ${value}`
        : row.reversed_by_id != null
          ? `${texts.reversed} (№ ${row.reversed_by_id})`
          : '',
    badge: true,
    width: '170px',
  },
  /** Spec 02 'place in ranking (shown as percent)': «12,5 %». */
  percent: {
    uses: [],
    format: (value, _row, base) => (value === null || value === undefined || value === '' ? '' : `${base} %`),
  },
  /** Spec 02 'koefs (client К, work Т, reliability Н)': «К 0,4 · Т 0,3 · Н 0,3». */
  qualityKoefs: {
    uses: [],
    format: (value) => {
      const k = (value ?? {}) as Record<string, unknown>;
      return ['К', 'Т', 'Н'].map((letter) => `${letter} ${String(k[letter] ?? 0).replace('.', ',')}`).join(' · ');
    },
    width: '150px',
  },
} satisfies Record<string, CellFormat>;

export type CellFormatName = keyof typeof formats;
export const cellFormats: Record<CellFormatName, CellFormat> = formats;
