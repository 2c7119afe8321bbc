import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// GET /api/shared as the console's store reads it (issue 8 item 9), and spec 02: 'Calculator prop:
// name, slug, unit (from shared metadata units), …' (issue 8 item 6).

let t: TestApp;
let admin: Credentials;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

describe('GET /api/shared: the fields the console store relies on', () => {
  it('answers users with id and name, units, company type names and actions; a guest gets 401', async () => {
    const res = await t.api('GET', '/api/shared', admin);
    const body = res.json();
    expect(body.company_types_names).toMatchObject({ 1: 'ООО «Грузовое такси»' });
    expect(body.actions).toMatchObject({ 1: 'Открытие страницы', 4: 'Удаление' });
    const users = (await t.api('GET', '/api/users?limit=200', admin)).json().items as { id: number; name: string }[];
    expect(body.users.map((u: { id: number; name: string }) => [u.id, u.name]).sort()).toEqual(
      users.map((u) => [u.id, u.name]).sort(),
    );
    expect(res.headers['cache-control']).toBe('private, max-age=1');
    expect((await t.api('GET', '/api/shared', null)).statusCode).toBe(401);
  });
});

describe("company_type is one of the shared company_types_names (spec 02: 'a name taken from shared metadata')", () => {
  it('accepts a listed company type on an account and a contractor, refuses another with a 422', async () => {
    const names = (await t.api('GET', '/api/shared', admin)).json().company_types_names as Record<string, string>;
    const listed = Number(Object.keys(names)[1]);
    for (const [name, root] of [
      ['accounts', 'account'],
      ['contractors', 'contractor'],
    ]) {
      const row = (await t.api('GET', `/api/${name}?limit=1`, admin)).json().items[0];
      const put = (company_type: unknown) =>
        t.api('PUT', `/api/${name}/${row.id}`, admin, { [root]: { company_type } });
      const ok = await put(listed);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().company_type).toBe(listed);
      const bad = await put(99);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ company_type: ['недопустимое значение'] });
    }
  });
});

const createProp = (unit: unknown) =>
  t.api('POST', '/api/calc_props', admin, { calc_prop: { name: 'Плёнка', slug: `film_${Date.now()}`, unit } });

describe('calc_props.unit is one of the shared units', () => {
  it('accepts a unit from GET /api/shared and refuses any other with a 422 in Russian under unit', async () => {
    const shared = await t.api('GET', '/api/shared', admin);
    expect(shared.statusCode).toBe(200);
    const { units } = shared.json() as { units: string[] };
    expect(units).toEqual(expect.arrayContaining(['шт', 'см', 'кг', 'мин', 'ч']));
    const ok = await createProp(units[0]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().unit).toBe(units[0]);

    const bad = await createProp('литр');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ unit: ['недопустимое значение'] });
    const edit = await t.api('PUT', `/api/calc_props/${ok.json().id}`, admin, { calc_prop: { unit: 'попугай' } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.unit).toEqual(['недопустимое значение']);
    expect((await t.api('GET', `/api/calc_props/${ok.json().id}`, admin)).json().unit).toBe(units[0]);
  });

  it('leaves the unit empty when none is chosen', async () => {
    const res = await createProp('');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().unit).toBeNull();
  });

  it('migration 0016: a listed unit with a dot or spaces is normalised; other text moves to full_unit', async () => {
    const insert = (slug: string, unit: string, fullUnit: string | null) =>
      t.db
        .insertInto('calc_props')
        .values({ name: slug, slug, unit, full_unit: fullUnit } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const dotted = await insert('mig_dotted', ' шт. ', 'штук');
    const foreign = await insert('mig_litre', 'литр', null);
    const described = await insert('mig_described', 'упак', 'упаковок на единицу');
    const script = readFileSync(
      new URL('../../server/db/migrations/0016_calc_prop_units.sql', import.meta.url),
      'utf8',
    );
    await t.database.execScript(script);
    const row = (id: number) =>
      t.db.selectFrom('calc_props').select(['unit', 'full_unit']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await row(dotted.id)).toEqual({ unit: 'шт', full_unit: 'штук' });
    expect(await row(foreign.id)).toEqual({ unit: null, full_unit: 'литр' });
    expect(await row(described.id)).toEqual({ unit: null, full_unit: 'упаковок на единицу' });
    const seeded = await t.db
      .selectFrom('calc_props')
      .select('unit')
      .where('slug', '=', 'length')
      .executeTakeFirstOrThrow();
    expect(seeded.unit).toBe('см');
  });
});
