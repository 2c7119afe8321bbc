import type { Insertable, Kysely, Selectable } from 'kysely';
import { describe, expectTypeOf, it } from 'vitest';
import type { DB } from './db-types.ts';

// Issue 20 item 6: "Kysely<DB> with table types derived from the registry and written once for the
// other tables". Type-level only: `npm run typecheck` checks these, vitest runs them as no-ops.
declare const db: Kysely<DB>;

describe('Kysely<DB>', () => {
  it('types a registry table from its declaration', () => {
    type Order = Selectable<DB['orders']>;
    expectTypeOf<Order['contractor_id']>().toEqualTypeOf<number>();
    expectTypeOf<Order['comment']>().toEqualTypeOf<string | null>();
    // money and decimal enums read as numeric strings
    expectTypeOf<Order['final_revenue']>().toEqualTypeOf<string | null>();
    expectTypeOf<Order['status']>().toEqualTypeOf<string>();
    expectTypeOf<Order>().not.toHaveProperty('num_orders'); // virtual: no column
    expectTypeOf<Order>().not.toHaveProperty('order_prices'); // nested: a table of its own
    expectTypeOf<Selectable<DB['order_prices']>['order_id']>().toEqualTypeOf<number>();
  });

  it('types the other tables and the server-only columns from server-tables.ts', () => {
    expectTypeOf<Selectable<DB['sessions']>['expires_at']>().toEqualTypeOf<string>();
    expectTypeOf<Selectable<DB['users']>['password_hash']>().toEqualTypeOf<string | null>();
    // a column with a default may be left out of an insert
    expectTypeOf<{ kind: string }>().toExtend<Insertable<DB['jobs']>>();
  });

  it('refuses a table or a column no one declares', () => {
    // @ts-expect-error: no such table
    const table = () => db.selectFrom('no_such_table').selectAll();
    // @ts-expect-error: no such column of orders
    const column = () => db.selectFrom('orders').select('no_such_column');
    expectTypeOf(table).toBeFunction();
    expectTypeOf(column).toBeFunction();
  });
});
