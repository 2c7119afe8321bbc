import { type Kysely, sql } from 'kysely';
import type { RowKey } from './list-keyset.ts';

/** A row of a list whose position (0-based, in the list's order and narrowing) is known. */
export interface Anchor {
  index: number;
  key: RowKey;
}

const MAX_LISTS = 200;
const MAX_ANCHORS = 64;

/**
 * Positions of rows already seen, per list (table, sort, narrowing, owner), so a far page is read
 * by keyset from the nearest known row instead of by OFFSET from the first. Only valid while the
 * table is unchanged: its version (list_versions, bumped by a statement trigger on every insert,
 * update and delete, server/db/row-counters.sql) is read in the request's transaction, and a list
 * seen at another version starts over. A table without the trigger (a view) is never cached.
 * One per app: positions are of one database.
 */
export class PageAnchors {
  private lists = new Map<string, { version: string; anchors: Anchor[] }>();

  /** Whether a table has its version trigger (a view has none), asked once per table. */
  private versioned = new Map<string, boolean>();

  /** The table's version as this transaction sees it, or undefined when it has none. */
  async version(db: Kysely<any>, table: string): Promise<string | undefined> {
    let versioned = this.versioned.get(table);
    if (versioned === undefined) {
      const { rows } = await sql<{ found: boolean }>`select exists (select 1 from pg_trigger
        where tgrelid = to_regclass(${table}) and tgname = ${`${table}_version`}) as found`.execute(db);
      versioned = rows[0].found;
      this.versioned.set(table, versioned);
    }
    if (!versioned) return undefined;
    const { rows } = await sql<{ v: string | null }>`select sum(v)::text as v from list_versions
      where table_name = ${table}`.execute(db);
    return rows[0].v ?? '0';
  }

  get(list: string, version: string | undefined): Anchor[] {
    if (version === undefined) return [];
    const entry = this.lists.get(list);
    return entry && entry.version === version ? entry.anchors : [];
  }

  add(list: string, version: string | undefined, found: Anchor[]) {
    if (version === undefined || !found.length) return;
    const entry = this.lists.get(list);
    const anchors = entry && entry.version === version ? entry.anchors : [];
    for (const a of found) if (!anchors.some((b) => b.index === a.index)) anchors.push(a);
    // Oldest first out: the pages a user is on now are the ones asked again.
    if (anchors.length > MAX_ANCHORS) anchors.splice(0, anchors.length - MAX_ANCHORS);
    this.lists.delete(list);
    this.lists.set(list, { version, anchors });
    if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
  }
}
