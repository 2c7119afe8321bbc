import { type Kysely, sql } from 'kysely';
import type { RowKey } from './list-keyset.ts';
import type { DB } from '../db/db-types.ts';

/** A row of a list whose position (0-based, in the list's order and narrowing) is known. */
export interface Anchor {
  index: number;
  key: RowKey;
}

/** A list's row count as the list answers it (`total_exact: false` past the cap). */
export interface ListTotal {
  total: number;
  exact: boolean;
}

/** What is known of one list at one version of its table. */
export interface KnownList {
  version: string;
  anchors: Anchor[];
  total?: ListTotal;
}

const MAX_LISTS = 200;
const MAX_ANCHORS = 64;

/**
 * Positions of rows already seen and the row count, per list (table, sort, narrowing, owner), so
 * a far page is read by keyset from the nearest known row instead of by OFFSET from the first, and
 * a page of a list already counted needs no count. Only valid while the table is unchanged: its
 * version (list_versions, bumped by a statement trigger on every insert, update and delete,
 * server/db/row-counters.sql) is read by the list's own statement, and a list seen at another
 * version starts over. A table without the trigger (a view) is never cached. One per app:
 * positions are of one database.
 */
export class PageAnchors {
  private lists = new Map<string, KnownList>();

  /** Whether a table has its version trigger (a view has none), asked once per table. */
  private versioned = new Map<string, boolean>();

  async isVersioned(db: Kysely<DB>, table: string): Promise<boolean> {
    let versioned = this.versioned.get(table);
    if (versioned === undefined) {
      const { rows } = await sql<{ found: boolean }>`select exists (select 1 from pg_trigger
        where tgrelid = to_regclass(${table}) and tgname = ${`${table}_version`}) as found`.execute(db);
      versioned = rows[0].found;
      this.versioned.set(table, versioned);
    }
    return versioned;
  }

  known(list: string): KnownList | undefined {
    return this.lists.get(list);
  }

  get(list: string, version: string | undefined): Anchor[] {
    if (version === undefined) return [];
    const entry = this.lists.get(list);
    return entry && entry.version === version ? entry.anchors : [];
  }

  private entry(list: string, version: string): KnownList {
    const entry = this.lists.get(list);
    const kept = entry && entry.version === version ? entry : { version, anchors: [] };
    // Most recently used last: the oldest list goes first when there are too many.
    this.lists.delete(list);
    this.lists.set(list, kept);
    if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
    return kept;
  }

  add(list: string, version: string | undefined, found: Anchor[]) {
    if (version === undefined || !found.length) return;
    const { anchors } = this.entry(list, version);
    for (const a of found) if (!anchors.some((b) => b.index === a.index)) anchors.push(a);
    // Oldest first out: the pages a user is on now are the ones asked again.
    if (anchors.length > MAX_ANCHORS) anchors.splice(0, anchors.length - MAX_ANCHORS);
  }

  setTotal(list: string, version: string | undefined, total: ListTotal) {
    if (version !== undefined) this.entry(list, version).total = total;
  }
}

/** The table's version as one statement sees it (the sum of its per-connection rows). */
export const versionOf = (table: string) =>
  sql<string>`(select coalesce(sum(v), 0)::text from list_versions where table_name = ${table})`;
