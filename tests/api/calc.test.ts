import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetCostAnswer } from '../../core/calc/get-cost.answer.ts';
import { texts } from '../../core/texts.ts';
import { samplePng } from '../fixtures/sample-files.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Credentials;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

const fifthFloor = {
  address: 'Москва, ул. Тверская, 7',
  flor: 5,
  distance_to_vehicle: 20,
  distance_on_floor: 10,
  lift: false,
  freight_lift: false,
};
const groundFloor = {
  address: 'Москва, Ленинский пр-т, 30',
  flor: 1,
  distance_to_vehicle: 10,
  distance_on_floor: 0,
  lift: true,
  freight_lift: false,
};
const move = (extra: { cart?: object; shipping?: object; conditions?: object } = {}) => ({
  cart: { wardrobe_3d: 1, box_medium: 10 },
  conditions: { tariff: 'tariff_standard', ...extra.conditions },
  ...(extra.cart ? { cart: extra.cart } : {}),
  shipping: { addresses: [fifthFloor, groundFloor], ...extra.shipping },
});
const getCost = (body: unknown, as: Credentials | null = admin) => t.api('POST', '/api/calc/get_cost', as, body);

describe('POST /api/calc/get_cost validation (spec 02 §5)', () => {
  it('refuses a guest with 401', async () => {
    expect((await getCost(move(), null)).statusCode).toBe(401);
  });

  it.each([
    ['no items', {}],
    ['all amounts 0', { wardrobe_3d: 0, box_medium: 0 }],
  ])(`%s: '${texts.calcNoItems}' under cart`, async (_n, cart) => {
    const res = await getCost(move({ cart }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ cart: [texts.calcNoItems] });
    expect(res.json().full_messages).toEqual([texts.calcNoItems]);
  });

  it(`'${texts.calcFillAddress}' keyed per address`, async () => {
    const res = await getCost(move({ shipping: { addresses: [fifthFloor, { ...groundFloor, address: '  ' }] } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'shipping.addresses[1].address': [texts.calcFillAddress] });
    const none = await getCost({ cart: {}, shipping: { addresses: [] } });
    expect(none.json().errors).toEqual({
      cart: [texts.calcNoItems],
      'shipping.addresses[0].address': [texts.calcFillAddress],
    });
  });

  it('names unknown items, unknown tariffs and vehicles', async () => {
    const items = await getCost(move({ cart: { wardrobe_3d: 1, flying_carpet: 2 } }));
    expect(items.statusCode).toBe(422);
    expect(items.json().errors.cart).toEqual(['Неизвестные вещи: flying_carpet']);
    expect((await getCost(move({ conditions: { tariff: 'gold' } }))).json().errors['conditions.tariff']).toBeDefined();
    expect((await getCost(move({ shipping: { vehicle_id: 999999 } }))).json().errors['shipping.vehicle_id']).toEqual([
      'Машина не найдена',
    ]);
  });

  it('refuses a malformed body with field keys, not a 500', async () => {
    const res = await getCost({
      cart: { wardrobe_3d: -1 },
      shipping: { addresses: [{ ...fifthFloor, flor: 'пятый' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['cart.wardrobe_3d', 'shipping.addresses[0].flor']);
  });
});

describe('POST /api/calc/get_cost answer', () => {
  it('hand-checked: wardrobe + 10 boxes, 5th floor without lift → ground floor, Стандарт', async () => {
    const res = await getCost(move());
    expect(res.statusCode, res.body).toBe(200);
    const a: GetCostAnswer = res.json();
    // Person-minutes: disassembly 40 + loading 25 + 10×2 + carrying 3 movers (180 kg / 65) × 11 + 10 × 11
    // + carrying 3 × 1 + 10 × 1 + unloading 45 + assembly 70 = 356; 3 movers: 119 + 60 driving = 179 min.
    expect(a).toMatchObject({ crew: 3, fits: true, time: { minutes: 179, text: '2 ч 59 мин', billed_hours: '4' } });
    // 3 × 700 × 4 + 1000 call-out + small van 1100 × 4 = 13 800; cost 3 × 400 × 4 + 500 + 700 × 4 = 8 100.
    expect(a.cost[String(a.tariff_id)]).toMatchObject({ name: 'Стандарт', client_price: '13800.00', price: '8100.00' });
    expect(Object.values(a.cost).map((c) => c.name)).toEqual(['Эконом', 'Стандарт', 'Премиум']);
    expect(a.packings).toHaveLength(1);
    expect(a.packings[0]).toMatchObject({
      veh_dimensions: { l: 250, w: 150, h: 140 },
      vehicle: { name: 'Малый фургон 5 м³' },
    });
    expect(a.packings[0].packs[0].placements).toHaveLength(11);
    expect(a.log).toContain('Разборка: Шкаф-купе 3-дверный (в разборе) ×1 × 40 мин = 40 чел.-мин');
    expect(a.log.at(-1)).toBe('Итого: клиенту 13 800,00 ₽, себестоимость 8 100,00 ₽');
  });

  it('without_vehicle: no packing and no vehicle money; only_loading: less time', async () => {
    const bare = (await getCost(move({ shipping: { without_vehicle: true } }))).json() as GetCostAnswer;
    expect(bare.packings).toEqual([]);
    expect(bare.cost[String(bare.tariff_id)].client_price).toBe('9400.00');
    const loading = (await getCost(move({ conditions: { only_loading: true } }))).json() as GetCostAnswer;
    // 40 + 45 + 143 = 228 person-minutes, 3 movers, no driving.
    expect(loading.time.minutes).toBe(76);
  });

  it('a big flat needs a bigger truck or several', async () => {
    const cart = { wardrobe_3d: 2, sofa_corner: 1, fridge_2: 1, washing_machine: 1, bed_double: 1, box_large: 40 };
    const a = (await getCost(move({ cart }))).json() as GetCostAnswer;
    expect(a.unplaced).toEqual([]);
    const placed = a.packings.flatMap((p) => p.packs).reduce((n, p) => n + p.placements.length, 0);
    expect(placed).toBe(46);
    expect(a.packings[0].veh_dimensions.l).toBeGreaterThan(250);
  });

  it('numbers inside_of within each vehicle: every nested item points at its holder in the same pack', async () => {
    // A van that takes two swing wardrobes at a time: six wardrobes with boxes inside need several trips.
    const a = (
      await getCost(
        move({
          cart: { wardrobe_swing: 6, box_medium: 18 },
          shipping: { vehicle_dimensions: { l: 100, w: 120, h: 190, payload: 2000 } },
        }),
      )
    ).json() as GetCostAnswer;
    const packs = a.packings.flatMap((p) => p.packs);
    expect(packs.length).toBeGreaterThan(1);
    const nested = packs.flatMap((pack, n) =>
      pack.placements.filter((p) => p.inside_of !== null).map((p) => ({ n, p, holder: pack.placements[p.inside_of!] })),
    );
    expect(nested.filter(({ n }) => n > 0).length).toBeGreaterThan(0);
    for (const { p, holder } of nested) {
      expect(holder?.text_id).toBe('wardrobe_swing');
      expect(p.x >= holder.x && p.x + p.l <= holder.x + holder.l).toBe(true);
      expect(p.y >= holder.y && p.y + p.w <= holder.y + holder.w).toBe(true);
      expect(p.z >= holder.z && p.z + p.h <= holder.z + holder.h).toBe(true);
    }
  });

  it('prices the next estimate with a catalogue edit at once (the cached catalogue is dropped on the notice)', async () => {
    const before = (await getCost(move())).json() as GetCostAnswer;
    const tariffId = String(before.tariff_id);
    expect(before.cost[tariffId].client_price).toBe('13800.00');
    const props = (await t.api('GET', '/api/calc_props?filter=slug%3Dtariff_standard', admin)).json();
    const prop = props.items.find((p: { slug: string }) => p.slug === 'tariff_standard');
    const edit = (client_price: string) =>
      t.api('PUT', `/api/calc_props/${prop.id}`, admin, { calc_prop: { client_price } });
    expect((await edit('800.00')).statusCode).toBe(200);
    try {
      // 3 movers × 100 ₽ more × 4 billed hours.
      const after = (await getCost(move())).json() as GetCostAnswer;
      expect(after.cost[tariffId].client_price).toBe('15000.00');
    } finally {
      await edit(prop.client_price);
    }
    expect(((await getCost(move())).json() as GetCostAnswer).cost[tariffId].client_price).toBe('13800.00');
  });

  it('reports the engine and total time (Server-Timing)', async () => {
    const res = await getCost(move());
    const [engine, total] = [...String(res.headers['server-timing']).matchAll(/dur=([\d.]+)/g)].map((m) =>
      Number(m[1]),
    );
    console.log(`calc get_cost: engine ${engine.toFixed(2)} ms, request ${total.toFixed(2)} ms`);
    expect(total).toBeGreaterThanOrEqual(engine);
  });
});

describe('a load that does not fit (issue 8 item 6: fits is never true with units unplaced)', () => {
  const wardrobe = 'Шкаф-купе 3-дверный (в разборе)';

  it("the client's 20×20×20 cm vehicle and a wardrobe: fits false, named at vehicle_dimensions, not priced", async () => {
    const own = { vehicle_dimensions: { l: 20, w: 20, h: 20 } };
    const res = await getCost(move({ cart: { wardrobe_3d: 1 }, shipping: own }));
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as GetCostAnswer;
    expect(a.fits).toBe(false);
    expect(a.unplaced).toEqual([{ text_id: 'wardrobe_3d', name: wardrobe, count: 1 }]);
    expect(a.problems).toEqual({
      'shipping.vehicle_dimensions': [`Не помещается в машину клиента: ${wardrobe} — 1 шт.`],
    });
    expect(a.cost).toEqual({});
    expect(a.log.at(-1)).toMatch(/^Стоимость не считается/);
  });

  it('a client vehicle that takes everything in several trips still fits and is priced', async () => {
    const a = (
      await getCost(move({ shipping: { vehicle_dimensions: { l: 250, w: 80, h: 70 } } }))
    ).json() as GetCostAnswer;
    expect(a.unplaced).toEqual([]);
    expect(a.problems).toEqual({});
    expect(a.fits).toBe(true);
    expect(Object.keys(a.cost)).toHaveLength(3);
  });

  it('a chosen catalogue vehicle lower than the fridge is named under shipping.vehicle_id', async () => {
    const vehicles = (await t.api('GET', '/api/calc_vehicles', admin)).json().items as { id: number; name: string }[];
    const small = vehicles.find((v) => v.name === 'Малый фургон 5 м³')!;
    // The fridge stands 185 cm upright (furniture keeps its height vertical); the small van is 140 cm high.
    const cart = { fridge_2: 1, box_medium: 2 };
    const a = (await getCost(move({ cart, shipping: { vehicle_id: small.id } }))).json() as GetCostAnswer;
    expect(a.fits).toBe(false);
    expect(a.problems).toEqual({
      'shipping.vehicle_id': ['Не помещается в машину «Малый фургон 5 м³»: Холодильник двухкамерный — 1 шт.'],
    });
    expect(a.cost).toEqual({});
    expect(a.packings[0].packs[0].placements.map((p) => p.text_id)).toEqual(['box_medium', 'box_medium']);
  });

  it('a job longer than max_time even for the largest crew is still priced, the reason at conditions.max_time', async () => {
    const a = (await getCost(move({ conditions: { max_time: 1 } }))).json() as GetCostAnswer;
    expect(a.fits).toBe(false);
    expect(a.problems).toEqual({ 'conditions.max_time': [`Не укладывается в 1 ч даже бригадой из ${a.crew} чел.`] });
    expect(Object.keys(a.cost)).toHaveLength(3);
  });

  it('one item larger than the largest catalogue vehicle: fits false, named under shipping.vehicle_id', async () => {
    const props = (await t.api('GET', '/api/calc_props?limit=100', admin)).json().items as {
      id: number;
      slug: string;
    }[];
    const prop = (slug: string) => props.find((p) => p.slug === slug)!.id;
    const created = await t.api('POST', '/api/calc_items', admin, {
      calc_item: {
        name: 'Яхта на прицепе',
        text_id: 'yacht_test',
        type: 'furniture',
        calc_item_props: [
          { calc_prop_id: prop('length'), value: { 0: 1900 } },
          { calc_prop_id: prop('width'), value: { 0: 390 } },
          { calc_prop_id: prop('height'), value: { 0: 390 } },
          { calc_prop_id: prop('weight'), value: { 0: 3000 } },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const a = (await getCost(move({ cart: { yacht_test: 1, box_medium: 2 } }))).json() as GetCostAnswer;
    expect(a.unplaced).toEqual([{ text_id: 'yacht_test', name: 'Яхта на прицепе', count: 1 }]);
    expect(a.fits).toBe(false);
    expect(a.problems).toEqual({
      'shipping.vehicle_id': ['Не помещается ни в одну машину каталога: Яхта на прицепе — 1 шт.'],
    });
    expect(a.cost).toEqual({});
  });
});

describe('GET /api/calc_items (spec 02 §7: items, meta.calc_props, meta.tariffs)', () => {
  it('answers the props, the tariffs among them and the page items’ prop values', async () => {
    const res = await t.api('GET', '/api/calc_items?search=шкаф-купе', admin);
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json();
    expect(items.length).toBeGreaterThan(0);
    expect(meta.calc_props.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining([
        'length',
        'width',
        'height',
        'weight',
        'assembly',
        'disassembly',
        'loading',
        'stuff_boxes',
      ]),
    );
    expect(meta.tariffs.map((p: { name: string }) => p.name)).toEqual(['Эконом', 'Стандарт', 'Премиум']);
    expect(meta.tariffs.every((p: { is_tariff: boolean }) => p.is_tariff)).toBe(true);
    const props = meta.calc_item_props[items[0].id];
    expect(props.length).toBeGreaterThanOrEqual(4);
  });

  it('has the demo catalogue: 60+ furniture items, 4 boxes, 5 vehicles', async () => {
    const furniture = (await t.api('GET', '/api/calc_items?filter=type%3Dfurniture', admin)).json();
    const boxes = (await t.api('GET', '/api/calc_items?filter=type%3Dbox', admin)).json();
    expect(furniture.meta.total).toBeGreaterThanOrEqual(60);
    expect(boxes.meta.total).toBe(4);
    expect((await t.api('GET', '/api/calc_vehicles', admin)).json().meta.total).toBe(5);
  });
});

function multipart(data: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = `----crm${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
// A whole image: a signature alone is refused as damaged (issue 8 item 7, tests/api/uploads.test.ts).
const PNG = samplePng;
const upload = (url: string, body: ReturnType<typeof multipart>, as: Credentials | null = admin) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...as?.headers, ...body.headers } });

describe('image uploads (spec 02 §7: POST /api/calc_items/{id}/image)', () => {
  it('stores a PNG, points the record at it and serves it to signed-in users', async () => {
    const item = (await t.api('GET', '/api/calc_items?search=wardrobe_3d', admin)).json().items[0];
    const res = await upload(`/api/calc_items/${item.id}/image`, multipart(PNG, 'шкаф.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().image).toBe(`/api/files/calc/items/${item.id}.png`);
    const file = await t.api('GET', res.json().image, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await t.api('GET', res.json().image, null)).statusCode).toBe(401);
  });

  it('uploads a category image (SVG)', async () => {
    const category = (await t.api('GET', '/api/calc_categories', admin)).json().items[0];
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const res = await upload(`/api/calc_categories/${category.id}/image`, multipart(svg, 'a.svg', 'image/svg+xml'));
    expect(res.json().image).toBe(`/api/files/calc/categories/${category.id}.svg`);
    expect((await t.api('GET', res.json().image, admin)).headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'Файл пустой'],
    ['a text file', Buffer.from('not an image'), 'Нужна картинка PNG, JPEG, WebP или SVG'],
    ['a file over 5 MB', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'Файл больше 5 МБ'],
  ])('refuses %s in Russian', async (_n, data, message) => {
    const res = await upload('/api/calc_items/1/image', multipart(data));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [message] });
  });

  it('refuses a guest and an unknown record', async () => {
    expect((await upload('/api/calc_items/1/image', multipart(PNG), null)).statusCode).toBe(401);
    expect((await upload('/api/calc_items/999999/image', multipart(PNG))).statusCode).toBe(404);
  });
});
