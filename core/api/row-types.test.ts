import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient, type ListAnswer, type Row } from './api-client.ts';
import type { IncludeName, Lookup, RowOf } from './row-types.ts';

// Issue 9, item 12: "`api.resource('orders').list()` returns rows with `start_date: string`,
// `contractor_id: number | …`, autocompleted, returns lookups joined on request (`include: ['contractor']`)".
// Type-level only: vitest checks these with the type checker (npm run typecheck), and runs them as no-ops.
const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });

describe('rows typed from the registry', () => {
  it('types orders fields by kind, never-null when required', () => {
    type Order = RowOf<'orders'>;
    expectTypeOf<Order['id']>().toEqualTypeOf<number>();
    expectTypeOf<Order['start_date']>().toEqualTypeOf<string>();
    // required in the registry, NOT NULL in migration 0004
    expectTypeOf<Order['contractor_id']>().toEqualTypeOf<number>();
    expectTypeOf<Order['street_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<Order['comment']>().toEqualTypeOf<string | null>();
    expectTypeOf<Order['send_additional_phone']>().toEqualTypeOf<boolean>();
    expectTypeOf<Order['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<Order>().not.toHaveProperty('order_prices');
  });

  it('types a row with its declared fields only: an undeclared one does not compile (issue 20 item 6)', () => {
    const rows = async () => (await api.resource('orders').list()).items;
    const read = async () => {
      const items = await rows();
      // @ts-expect-error: no resource declares no_such_field, so no row carries it
      return items[0].no_such_field;
    };
    expectTypeOf<Awaited<ReturnType<typeof rows>>[number]>().toEqualTypeOf<RowOf<'orders'>>();
    expectTypeOf(read).toBeFunction();
  });

  it('never types a write-only field (a password) as part of a row', () => {
    expectTypeOf<RowOf<'users'>>().not.toHaveProperty('password');
    expectTypeOf<RowOf<'users'>['email']>().toEqualTypeOf<string>();
  });

  it('offers the reference fields as include names', () => {
    expectTypeOf<'contractor'>().toExtend<IncludeName<'orders'>>();
    expectTypeOf<'comment'>().not.toExtend<IncludeName<'orders'>>();
  });

  it('list() answers typed rows, with the included lookups', () => {
    const plain = () => api.resource('orders').list();
    expectTypeOf<Awaited<ReturnType<typeof plain>>['items'][number]['start_date']>().toEqualTypeOf<string>();
    const joined = () => api.resource('orders').list({ include: ['contractor'] });
    expectTypeOf<Awaited<ReturnType<typeof joined>>['items'][number]['contractor']>().toEqualTypeOf<Lookup | null>();
    // @ts-expect-error: 'comment' is not a reference field
    const wrong = () => api.resource('orders').list({ include: ['comment'] });
    expectTypeOf(wrong).toBeFunction();
  });

  it('keeps any row for a resource named only at run time', () => {
    const name = 'orders' as Parameters<typeof api.resource>[0];
    const dynamic = () => api.resource(name).list();
    expectTypeOf<Awaited<ReturnType<typeof dynamic>>>().toEqualTypeOf<ListAnswer<Row>>();
  });
});
