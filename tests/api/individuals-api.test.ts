import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Credentials;
let workTypes: number[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  workTypes = (await t.db.selectFrom('work_types').select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
});
afterAll(() => t.close());

const create = (individual: Record<string, unknown>) => t.api('POST', '/api/individuals', admin, { individual });
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
};
let passportSeq = 100000;
const passport = () => String(passportSeq++);

describe('individual fields (issue 11 item 2)', () => {
  it('keeps every field of the spec with its nested lists; payment method defaults to 1', async () => {
    const metro = (await t.db.selectFrom('metro_stations').select('id').limit(2).execute()).map((r) => r.id);
    const territory = (await t.db.selectFrom('territories').select('id').limit(1).execute()).map((r) => r.id);
    const res = await create({
      name: 'Иванов Иван Иванович',
      phone: '+7 926 144-59-56',
      relation_type_id: 2,
      passport_type_id: 6,
      passport_series: '45 06',
      passport_number: passport(),
      birth_date: '12.03.1990',
      applied_date: day(-3),
      height: 182,
      cloth_size: '52',
      metro_station_ids: metro,
      territory_ids: territory,
      card_number: '2200 0000 0000 0001',
      card_active_until: '2027-11-05',
      individual_phones: [
        { phone: '89261112233' },
        { phone: '89264445566' },
        { phone: '89267778899' },
        { phone: '89260001122' },
      ],
      individual_work_types: [{ work_type_id: workTypes[0], main: true }, { work_type_id: workTypes[1] }],
      individual_prices: [{ work_type_id: workTypes[0], rate1: '350', rate2: '0' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      relation_type_id: 2,
      status: 1,
      payment_method_id: 1,
      passport_series: '4506',
      metro_station_ids: metro,
      territory_ids: territory,
      fired: false,
    });
    expect(body.individual_phones).toHaveLength(4);
    expect(body.individual_prices[0]).toMatchObject({ rate1: '350.00' });
    // 'card active-until month and year': any day of the month stands for the month's end
    expect(body.card_active_until).toBe('2027-11-30');
  });

  it.each([
    ['none', [{ work_type_id: 1 }, { work_type_id: 2 }], 'Отметьте один основной тип работ'],
    [
      'two',
      [
        { work_type_id: 1, main: true },
        { work_type_id: 2, main: true },
      ],
      'Основной тип работ может быть только один',
    ],
  ])('work types need exactly one main: %s main is refused', async (_n, rows, message) => {
    const individual_work_types = rows.map((r, i) => ({ ...r, work_type_id: workTypes[i] }));
    const res = await create({ name: 'Петров Пётр', individual_work_types });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.individual_work_types).toEqual([message]);
  });

  it('counts the main work type over stored rows and the sent changes', async () => {
    const body = (
      await create({ name: 'Сидоров Семён', individual_work_types: [{ work_type_id: workTypes[0], main: true }] })
    ).json();
    const [first] = body.individual_work_types;
    const second = await t.api('PUT', `/api/individuals/${body.id}`, admin, {
      individual: { individual_work_types: [{ work_type_id: workTypes[1], main: true }] },
    });
    expect(second.statusCode).toBe(422);
    const swapped = await t.api('PUT', `/api/individuals/${body.id}`, admin, {
      individual: {
        individual_work_types: [
          { id: first.id, main: false },
          { work_type_id: workTypes[1], main: true },
        ],
      },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
  });
});

// Issue 23 item 2: '«Карта действует до» asks for «Месяц и год» but `05.2027` typed into an empty
// field saves null, and `06.2028` typed over a saved date reverts, both without an error. Accept
// month and year (stored as the month's last day) and say what is wrong otherwise.'
describe('card active-until is a month', () => {
  it('keeps month and year as the last day of the month, typed into an empty field and over a saved one', async () => {
    const body = (await create({ name: 'Картов Карп', card_active_until: '05.2027' })).json();
    expect(body.card_active_until).toBe('2027-05-31');
    const over = await t.api('PUT', `/api/individuals/${body.id}`, admin, {
      individual: { card_active_until: '6.2028' },
    });
    expect(over.json().card_active_until).toBe('2028-06-30');
    const february = await t.api('PUT', `/api/individuals/${body.id}`, admin, {
      individual: { card_active_until: '2028-02' },
    });
    expect(february.json().card_active_until).toBe('2028-02-29');
  });

  it.each(['13.2027', '05.27', 'май 2027', '00.2027', '05.3027'])('refuses «%s» naming the field', async (typed) => {
    const res = await create({ name: 'Картов Карп', card_active_until: typed });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.card_active_until).toEqual([texts.invalidMonth]);
    expect(res.json().full_messages.join()).toContain('Карта действует до');
  });
});

describe('duplicate passport (spec 01 §5)', () => {
  it('refuses a second worker with the same series and number, whatever the spaces', async () => {
    const number = passport();
    expect((await create({ name: 'Первый', passport_series: '4510', passport_number: number })).statusCode).toBe(201);
    const res = await create({ name: 'Второй', passport_series: '45 10', passport_number: ` ${number}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.passport_number).toEqual([texts.duplicatePassport]);
    expect(texts.duplicatePassport).toBe(
      'Физическое лицо с таким номером и серией паспорта уже существует. Показать в новом окне?',
    );
    // the other one is found by the same series and number (the console's «Показать в новом окне»)
    const filter = encodeURIComponent(`passport_series=4510;passport_number=${number}`);
    const found = (await t.api('GET', `/api/individuals?filter=${filter}`, admin)).json();
    expect(found.items.map((r: { name: string }) => r.name)).toEqual(['Первый']);
  });

  it('lets the same series with another number, and an edit of the owner itself, through', async () => {
    const number = passport();
    const first = (await create({ name: 'Третий', passport_series: '4511', passport_number: number })).json();
    expect((await create({ name: 'Четвёртый', passport_series: '4511', passport_number: passport() })).statusCode).toBe(
      201,
    );
    const edit = await t.api('PUT', `/api/individuals/${first.id}`, admin, {
      individual: { passport_series: '4511', passport_number: number, name: 'Третий Т.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('refuses changing a passport into another worker’s', async () => {
    const number = passport();
    await create({ name: 'Пятый', passport_number: number });
    const sixth = (await create({ name: 'Шестой', passport_number: passport() })).json();
    const res = await t.api('PUT', `/api/individuals/${sixth.id}`, admin, { individual: { passport_number: number } });
    expect(res.statusCode).toBe(422);
  });
});

describe('fire until a date, restore, temporarily fired (spec 01 §4, §7)', () => {
  it('fires until a future date with «Отстранен», lists the worker as temporarily fired, restores with «Восстановлен»', async () => {
    const id = (await create({ name: 'Отстранённый Олег' })).json().id;
    const fire = await t.api('POST', `/api/individuals/${id}/fire_until`, admin, { date: day(10) });
    expect(fire.statusCode, fire.body).toBe(200);
    expect(fire.json().message).toBe('Отстранен');
    expect(fire.json().individual).toMatchObject({ fired: true });
    const list = (await t.api('GET', '/api/individuals/temp_fired', admin)).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(id);
    const restore = await t.api('POST', `/api/individuals/${id}/restore_fired`, admin);
    expect(restore.statusCode).toBe(200);
    expect(restore.json()).toMatchObject({ message: 'Восстановлен', individual: { fired: false, fired_until: null } });
    const after = (await t.api('GET', '/api/individuals/temp_fired', admin)).json();
    expect(after.items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.api('POST', `/api/individuals/${id}/restore_fired`, admin)).statusCode).toBe(422);
  });

  it.each([
    [{}, 'Укажите дату, до которой работник отстранён'],
    [{ date: '31.02.2027' }, 'Неверная дата: нужна дд.мм.гггг'],
    [{ date: 'завтра' }, 'Неверная дата: нужна дд.мм.гггг'],
    [{ date: '01.01.2020' }, 'Дата окончания отстранения должна быть позже сегодняшней'],
  ])('refuses %j', async (payload, message) => {
    const id = (await create({ name: 'Работник' })).json().id;
    const res = await t.api('POST', `/api/individuals/${id}/fire_until`, admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date).toEqual([message]);
    expect(
      (await t.db.selectFrom('individuals').select('fired').where('id', '=', id).executeTakeFirstOrThrow()).fired,
    ).toBe(false);
  });

  it('fired and fired_until are set by the actions only (a form write is refused, naming the action)', async () => {
    const refused = await create({ name: 'Форма', fired: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.fired[0]).toMatch(/^меняется только действием .*«Отстранить работника до даты»/);
    const id = (await create({ name: 'Форма', fired: false })).json().id;
    expect((await t.api('GET', `/api/individuals/${id}`, admin)).json().fired).toBe(false);
  });

  it('answers 404 for a missing worker', async () => {
    expect((await t.api('POST', '/api/individuals/999999/fire_until', admin, { date: day(5) })).statusCode).toBe(404);
    expect((await t.api('POST', '/api/individuals/abc/restore_fired', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/individuals/{id}/update_outsource', () => {
  it('sets and clears is_outsourcer; refuses anything but a flag', async () => {
    const id = (await create({ name: 'Аутсорсер' })).json().id;
    const on = await t.api('POST', `/api/individuals/${id}/update_outsource`, admin, { value: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().is_outsourcer).toBe(true);
    expect(
      (await t.api('POST', `/api/individuals/${id}/update_outsource`, admin, { value: 'false' })).json().is_outsourcer,
    ).toBe(false);
    const bad = await t.api('POST', `/api/individuals/${id}/update_outsource`, admin, { value: 'может быть' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('brigades with their individuals (issue 11 item 6)', () => {
  it('a brigade record lists its workers', async () => {
    const brigade = (await t.api('POST', '/api/brigades', admin, { brigade: { name: 'Бригада «Тест»' } })).json();
    const worker = (await create({ name: 'Бригадный Борис', brigade_id: brigade.id })).json();
    await t.api('PUT', `/api/brigades/${brigade.id}`, admin, { brigade: { brigadier_id: worker.id } });
    const got = (await t.api('GET', `/api/brigades/${brigade.id}`, admin)).json();
    expect(got.brigadier_id).toBe(worker.id);
    expect(got.individuals).toEqual([{ id: worker.id, name: 'Бригадный Борис', phone: null, status: 1 }]);
  });

  it.each(['appearances', 'passport_types', 'document_types'])(
    'the %s list answers with the seeded rows',
    async (name) => {
      const res = await t.api('GET', `/api/${name}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.length).toBeGreaterThan(0);
    },
  );

  it('passport types 6 and 7 are the patent and the residence permit', async () => {
    const rows = await t.db
      .selectFrom('passport_types')
      .select(['id', 'name'])
      .where('id', 'in', [6, 7])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.name)).toEqual(['Патент', 'Вид на жительство']);
  });
});

describe('demo workers (issue 11 item 7)', () => {
  it('has a temporarily fired worker, a patent holder and beginners', async () => {
    const fired = (await t.api('GET', '/api/individuals/temp_fired', admin)).json();
    expect(fired.items.length).toBeGreaterThan(0);
    const patent = (await t.api('GET', '/api/individuals?filter=passport_type_id%3D6', admin)).json();
    expect(patent.meta.total).toBeGreaterThan(0);
    const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const beginners = await t.db.selectFrom('individuals').select('id').where('applied_date', '>', monthAgo).execute();
    expect(beginners.length).toBeGreaterThan(0);
  });
});

describe('the special calls need a signed-in user', () => {
  it.each([
    ['POST', '/api/individuals/1/fire_until'],
    ['POST', '/api/individuals/1/restore_fired'],
    ['GET', '/api/individuals/temp_fired'],
    ['POST', '/api/individuals/1/update_outsource'],
    ['POST', '/api/contractors/1/bulk_update_prices'],
    ['POST', '/api/contractors/1/file?doctype=contract'],
    ['GET', '/api/contractors/1/file?doctype=contract'],
  ])('%s %s without a session is 401; with one it is allowed', async (method, url) => {
    expect((await t.api(method, url, null)).statusCode).toBe(401);
    expect((await t.api(method, url, admin, method === 'POST' ? {} : undefined)).statusCode).not.toBe(401);
  });

  it('a logist (not an admin) fires and restores: contractors and workers are everyday work, not admin-only', async () => {
    const logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
    const id = (await create({ name: 'Работник логиста' })).json().id;
    const fired = await t.api('POST', `/api/individuals/${id}/fire_until`, logist, { date: day(3) });
    expect(fired.statusCode, fired.body).toBe(200);
    expect((await t.api('POST', `/api/individuals/${id}/restore_fired`, logist)).statusCode).toBe(200);
  });
});
