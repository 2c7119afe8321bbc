import { type SqlBool, sql } from 'kysely';
import { type Direction, keyAfter, keyColumns, keyNames, keySelect, readKey, reverse } from './list-keyset.ts';
import { listIdentity, type PageContext, where } from './list-page.ts';

/**
 * The 0-based position of record `id` in the list, or undefined when the narrowing leaves it out:
 * the rows before its key are counted through the sort index (from the far end when that is nearer
 * and the total is exact), instead of numbering every row with a window function.
 */
async function positionOf(c: PageContext, id: number): Promise<number | undefined> {
  const t = c.def.table;
  const cols = await keyColumns(c.db, t, keyNames(c.p));
  const row = await c.db
    .selectFrom(t)
    .select(keySelect(t, cols))
    .where(where(c, sql<SqlBool>`${sql.ref(`${t}.id`)} = ${id}`))
    .executeTakeFirst();
  if (!row) return undefined;
  const key = readKey(row, cols);
  const countBefore = async (dir: Direction, cap?: number) => {
    const inner = c.db
      .selectFrom(t)
      .select(sql`1`.as('one'))
      .where(where(c, keyAfter(t, cols, key, dir)));
    const { n } = await c.db
      .selectFrom((cap === undefined ? inner : inner.limit(cap)).as('before'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  let index: number;
  if (c.total === undefined) index = await countBefore(reverse(c.p.order));
  else {
    // Count from the start up to half the list; past that, counting from the end is shorter.
    const half = Math.ceil(c.total / 2);
    const before = await countBefore(reverse(c.p.order), half);
    index = before < half ? before : c.total - 1 - (await countBefore(c.p.order));
  }
  c.anchors?.add(listIdentity(c.def, c.p, c.scope), c.version, [{ index, key }]);
  return index;
}

/**
 * The page a record is on for the list's sort and narrowing (`locate=<id>`): the console opens
 * that page after a save, so the saved row is seen even when it sorts elsewhere. Its position is
 * kept as an anchor, so reading that page right after costs no more than a page's rows.
 * undefined when the record is not in the narrowed list at all (or is another user's owned row).
 */
export async function pageOfRecord(c: PageContext, id: number): Promise<number | undefined> {
  const index = await positionOf(c, id);
  return index === undefined ? undefined : Math.floor(index / c.p.limit) + 1;
}
