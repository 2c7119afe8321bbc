import { type Kysely, sql } from 'kysely';
import { encodeFilter, type Filter } from '../../core/filter.ts';
import { formatDate } from '../../core/format.ts';
import { EXPIRING_DAYS } from '../../core/rules/document-expiry.rule.ts';
import { type AlertState, datedRequiredDocuments, moscowDate } from '../domain/individuals/document-expiry.ts';
import type { LeftColumnItem, LeftColumnProvider } from './left-column-provider.ts';
import type { DB } from '../db/db-types.ts';

// The workers' alerts of the left column (spec 01 §6 flags shared_individual_docs,
// shared_doc_expiring, shared_doc_expired, shared_7_days_not_working, shared_individual_noty; what
// each counts is recorded in docs/decisions.md). Each figure opens the individuals list filtered to
// exactly the rows it counts: the count and the list share one condition.

/** Workers who may still be sent to orders: not dismissed and not «Не работает» (status 7). */
const WORKING_STATUSES = ['1', '2', '3', '4', '5', '6'];
const working: Filter = { fired: ['false'], status: WORKING_STATUSES };

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const href = (filter: Filter) => `/individuals?${new URLSearchParams({ filter: encodeFilter(filter) })}`;

const item = (label: string, value: number, filter: Filter): LeftColumnItem => ({
  label,
  value,
  kind: 'count',
  href: href(filter),
});

const workingSql = sql`i.fired = false and i.status <> 7`;

async function countDocumentState(db: Kysely<DB>, state: AlertState, today: string): Promise<number> {
  const when =
    state === 'expired'
      ? sql`d.latest_until < ${today}::date`
      : sql`d.latest_until between ${today}::date and ${addDays(today, EXPIRING_DAYS)}::date`;
  const { rows } = await sql<{ n: number }>`
    select count(distinct d.individual_id)::int as n from (${datedRequiredDocuments(workingSql)}) d where ${when}`.execute(
    db,
  );
  return rows[0].n;
}

async function countIndividuals(db: Kysely<DB>, where: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from individuals i where ${where}`.execute(db);
  return rows[0].n;
}

export const individualAlertProviders: LeftColumnProvider[] = [
  {
    flag: 'shared_individual_docs',
    title: 'Документы работников',
    async load(db) {
      const n = await countIndividuals(
        db,
        sql`exists (select 1 from individual_files f where f.individual_id = i.id and f.type_id is not null
          and f.deleted_at is null and f.archived_at is null and f.enabled and not f.is_approved)`,
      );
      return [item('Сканы ждут проверки', n, { docs: ['unapproved'] })];
    },
  },
  {
    flag: 'shared_doc_expiring',
    title: 'Документы истекают',
    async load(db) {
      const n = await countDocumentState(db, 'expiring', moscowDate());
      return [item(`В ближайшие ${EXPIRING_DAYS} дней`, n, { ...working, docs: ['expiring'] })];
    },
  },
  {
    flag: 'shared_doc_expired',
    title: 'Документы истекли',
    async load(db) {
      const n = await countDocumentState(db, 'expired', moscowDate());
      return [item('Обязательный документ просрочен', n, { ...working, docs: ['expired'] })];
    },
  },
  {
    flag: 'shared_7_days_not_working',
    title: 'Не работают 7 дней',
    async load(db) {
      const lastDay = addDays(moscowDate(), -8);
      const n = await countIndividuals(db, sql`${workingSql} and i.last_worked_at <= ${lastDay}::date`);
      return [
        item('Последняя работа больше недели назад', n, { ...working, last_worked_at: [`..${formatDate(lastDay)}`] }),
      ];
    },
  },
  {
    flag: 'shared_individual_noty',
    title: 'Отстранение закончилось',
    async load(db) {
      const yesterday = addDays(moscowDate(), -1);
      const n = await countIndividuals(db, sql`i.fired = true and i.fired_until <= ${yesterday}::date`);
      return [item('Пора вернуть к работе', n, { fired: ['true'], fired_until: [`..${formatDate(yesterday)}`] })];
    },
  },
];
