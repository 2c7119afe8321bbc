import { formatRoubles, toKopecks } from '../../core/money.ts';
import { countOf } from '../../core/plural.ts';

// Issue 24 item 4: `crm accounts mass-send --act` reported «доставлено 2 из 14» and exited 0 while the
// 12 accounts without an act got no letter; each result row was a raw dump «error: ;…». What goes
// with an act, what goes alone, and every line a person reads are decided here, before and after the job.

type Row = Record<string, unknown>;

export interface ActRef {
  id: number;
  number: string | null;
}

export interface PlannedAccount {
  id: number;
  number: string | null;
  contractor: string;
  sum: bigint;
  acts: ActRef[];
  /** Sent with its act (the server picks it among `acts` by the account's orders, else the latest). */
  withAct: boolean;
  /** Left out: --act --only-with-act and no act. */
  skipped: boolean;
}

export interface MassSendOptions {
  act: boolean;
  onlyWithAct: boolean;
}

const accountNouns = ['счёт', 'счёта', 'счетов'] as const;

export const actsOf = (record: Row): ActRef[] =>
  Array.isArray(record.acts) ? (record.acts as ActRef[]).map((a) => ({ id: Number(a.id), number: a.number })) : [];

export function planMassSend(
  records: readonly Row[],
  contractorOf: (r: Row) => string,
  options: MassSendOptions,
): PlannedAccount[] {
  return records.map((r) => {
    const acts = actsOf(r);
    const withAct = options.act && acts.length > 0;
    return {
      id: Number(r.id),
      number: (r.number as string | null) ?? null,
      contractor: contractorOf(r),
      sum: toKopecks(r.amount as string),
      acts,
      withAct,
      skipped: options.act && options.onlyWithAct && !withAct,
    };
  });
}

const head = (a: PlannedAccount) => `Счёт №${a.id}${a.number ? ` (${a.number})` : ''}, ${a.contractor}`;
const actNumbers = (acts: readonly ActRef[]) => acts.map((x) => `№ ${x.number ?? x.id}`).join(', ');
const ids = (list: readonly PlannedAccount[]) => `№${list.map((a) => a.id).join(', №')}`;

/** One dry-run line: the account, its sum and what would go. */
export function planLine(a: PlannedAccount, options: MassSendOptions): string {
  const sum = formatRoubles(a.sum);
  if (a.skipped) return `${head(a)}, ${sum}: акта нет — не отправляется (--only-with-act)`;
  if (a.withAct) return `${head(a)}, ${sum}: счёт и акт (${actNumbers(a.acts)})`;
  return `${head(a)}, ${sum}: ${options.act ? 'только счёт — акта нет' : 'счёт'}`;
}

/** What the dry run ends with and the confirmation asks: counts, sum, and the accounts without an act. */
export function planSummary(plan: readonly PlannedAccount[], options: MassSendOptions): string {
  const sent = plan.filter((a) => !a.skipped);
  const total = sent.reduce((s, a) => s + a.sum, 0n);
  const base = `${countOf(sent.length, accountNouns)} на сумму ${formatRoubles(total)}`;
  if (!options.act) return base;
  const withAct = sent.filter((a) => a.withAct).length;
  const noAct = plan.filter((a) => !a.withAct);
  if (!noAct.length) return `${base}, все с актами`;
  const fate = options.onlyWithAct ? 'не отправляются' : 'уйдут без акта';
  return `${base}, с актами ${withAct}; без акта ${noAct.length} (${ids(noAct)}) — ${fate}`;
}

/** A row of the server's mass_send_pdf report (server/actions/account-sending/mass-send-pdf.job.ts). */
export interface JobRow {
  account_id: number;
  address: string | null;
  act_id: number | null;
  result: 'ok' | 'error';
  error: string | null;
}

/** One readable Russian line per account of the job's report. */
export function resultLine(row: JobRow, planned: PlannedAccount | undefined): string {
  const who = planned ? head(planned) : `Счёт №${row.account_id}`;
  const act = row.act_id === null ? undefined : planned?.acts.find((a) => a.id === row.act_id);
  const withAct = row.act_id === null ? '' : `, с актом № ${act?.number ?? row.act_id}`;
  const to = row.address ? ` на ${row.address}` : '';
  return row.result === 'ok'
    ? `${who}: доставлено${to}${withAct}`
    : `${who}: не доставлено${to} — ${row.error ?? 'причина неизвестна'}`;
}

export function jobRows(result: Row | null): JobRow[] {
  return Array.isArray(result?.rows) ? (result.rows as JobRow[]) : [];
}
