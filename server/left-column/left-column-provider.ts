import type { Kysely } from 'kysely';
import type { CurrentUser, PermissionKey } from '../../core/rules/user-permissions.rule.ts';
import type { DB } from '../db/db-types.ts';

/** One line of a left-column block: a figure and the filtered list it opens. */
export interface LeftColumnItem {
  label: string;
  /** A count (workers, documents) or a money amount as a decimal string ("1234.50"). */
  value: number | string;
  kind: 'count' | 'money';
  /** Console route with its filter, e.g. "/individuals?f=..." (the filter codec's form). */
  href: string;
}

/**
 * A block of the console's left column (spec 01 §6: 'left-column flags shared_revenue, ...').
 * The server answers only the blocks whose flag the signed-in user holds; each provider is a
 * named module and `server/left-column/providers.index.ts` lists them.
 */
export interface LeftColumnProvider {
  flag: PermissionKey;
  title: string;
  load(db: Kysely<DB>, user: CurrentUser): Promise<LeftColumnItem[]>;
  /**
   * Resources (the /api/{name} segment) whose successful writes may change the block, so the server
   * tells consoles to ask again; absent = DEFAULT_SOURCES of left-column-refresh.ts.
   */
  sources?: readonly string[];
}
