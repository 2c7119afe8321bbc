import type { Expression, Kysely } from 'kysely';
import type { CurrentUserRecord } from '../auth/current-user.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ParsedWrite } from '../../core/resources/write-schema.ts';
import type { ListAnswer } from './list-records.ts';
import type { Row } from './serialize.ts';
import type { DB } from '../db/db-types.ts';

export interface HookContext {
  trx: Kysely<DB>;
  def: ResourceDef;
  user: CurrentUserRecord;
}

/**
 * Virtual values read in the list's own query (issue 25: one round trip per list page). `select`
 * gives SQL expressions over a row of the resource's table (named by `table`), for the virtual
 * keys asked (`asked(key)`); their values arrive on the raw row as `__c_<name>`. `apply` sets the
 * virtual keys of a serialized row from its raw row (pure, no query); `meta` adds to a list's meta
 * from the page's raw rows. A record (GET /api/x/id, write answers) reads the same expressions by id.
 */
export interface ComputedColumns {
  select(table: string, asked: (key: string) => boolean): Record<string, Expression<unknown>>;
  apply(row: Row, raw: Row): void;
  meta?(raws: Row[]): Record<string, unknown>;
}

/**
 * Special behaviour of one resource around the generic save, kept in a named module under
 * server/domain/<resource>/ (never an `if (name === ...)` in the generic code).
 */
export interface ResourceHooks {
  /** May change `parsed.values` (hash a password, move a status) or throw AppError. */
  beforeSave?(ctx: HookContext, parsed: ParsedWrite, existing: Row | null): Promise<void>;
  afterSave?(ctx: HookContext, id: number, parsed: ParsedWrite, existing: Row | null): Promise<void>;
  beforeDelete?(ctx: HookContext, existing: Row): Promise<void>;
  /** After the row's deletion, in the same transaction (what depended on it is kept again). */
  afterDelete?(ctx: HookContext, existing: Row): Promise<void>;
  /**
   * Takes the place of the row's deletion (a ledger row is reversed, never deleted: issue 13); what
   * it returns is the answer of DELETE /api/{name}/{id}, in the same transaction.
   */
  remove?(ctx: HookContext, existing: Row): Promise<Record<string, unknown>>;
  /**
   * Values computed at read time and set on the rows in place (a contractor's sleep status from its
   * orders): every list page and every record answer passes through it. Only keys a row carries.
   */
  decorateRows?(db: Kysely<DB>, rows: Row[]): Promise<void>;
  /** Computed values without a query of their own: the list's one statement reads them (see ComputedColumns). */
  computed?: ComputedColumns;
  /** Lookups a list screen needs beside the page (spec 02: meta.tariffs of calc_items), merged into `meta`. */
  extendListMeta?(db: Kysely<DB>, answer: ListAnswer): Promise<Record<string, unknown>>;
  /**
   * Related rows a single record's answer carries beside its fields (spec 01 §7: work_types'
   * instrument_types; a brigade's workers), merged into the record.
   */
  extendRecord?(db: Kysely<DB>, record: Row): Promise<Record<string, unknown>>;
}
