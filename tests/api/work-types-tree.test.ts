import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { samplePdf, samplePng, sampleWebp } from '../fixtures/sample-files.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 15 item 5: 'groups (work_types_groups) and work types as a tree ... drag and drop of a node
// onto another group'; 'GET /api/work_types/{id} with its instrument_types; image upload per
// instrument type (POST /api/work_types/{id}/image/{instrument_type_id}, content-checked)'.
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let outer: number;
let inner: number;
let workType: number;
let instruments: number[];

interface Node {
  id: string;
  kind?: string;
  record_id?: number;
  children: Node[];
}
const find = (
  nodes: Node[],
  id: string,
  parent: string | null = null,
): { node: Node; parent: string | null } | null => {
  for (const n of nodes) {
    if (n.id === id) return { node: n, parent };
    const inside = find(n.children, id, n.id);
    if (inside) return inside;
  }
  return null;
};
const move = (node: string, group_id: unknown, as = admin) =>
  t.api('POST', '/api/work_types/move', as, { move: { node, group_id } });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  const group = async (name: string) =>
    (await t.api('POST', '/api/work_types_groups', admin, { work_types_group: { name } })).json().id as number;
  outer = await group('Дерево: внешняя');
  inner = await group('Дерево: внутренняя');
  instruments = (await t.api('GET', '/api/instrument_types?sort=id', admin))
    .json()
    .items.slice(0, 2)
    .map((i: { id: number }) => i.id);
  const created = await t.api('POST', '/api/work_types', admin, {
    work_type: { name: 'Дерево: грузчик', has_instrument: true, instrument_type_ids: instruments },
  });
  expect(created.statusCode, created.body).toBe(201);
  workType = created.json().id;
});
afterAll(() => t?.close());

describe('the work types tree', () => {
  it('answers groups and work types as nodes with id, label, children, collapsed and selected', async () => {
    const res = await t.api('GET', '/api/work_types/tree', logist);
    expect(res.statusCode).toBe(200);
    const found = find(res.json().nodes, `w${workType}`);
    expect(found?.parent).toBeNull();
    expect(found?.node).toMatchObject({
      label: 'Дерево: грузчик',
      kind: 'work_type',
      collapsed: false,
      selected: false,
    });
    expect(find(res.json().nodes, `g${outer}`)?.node).toMatchObject({ kind: 'group', label: 'Дерево: внешняя' });
  });

  it('moves a work type onto a group, a group into another group, and back to the top', async () => {
    let res = await move(`w${workType}`, inner);
    expect(res.statusCode, res.body).toBe(200);
    expect(find(res.json().nodes, `w${workType}`)?.parent).toBe(`g${inner}`);
    res = await move(`g${inner}`, outer);
    expect(find(res.json().nodes, `g${inner}`)?.parent).toBe(`g${outer}`);
    expect(find(res.json().nodes, `w${workType}`)?.parent).toBe(`g${inner}`);
    const stored = await t.db
      .selectFrom('work_types')
      .select('work_types_group_id')
      .where('id', '=', workType)
      .executeTakeFirstOrThrow();
    expect(stored.work_types_group_id).toBe(inner);
    res = await move(`w${workType}`, null);
    expect(find(res.json().nodes, `w${workType}`)?.parent).toBeNull();
  });

  it('refuses a group into itself or its own subgroup, also through the generic PUT', async () => {
    await move(`g${inner}`, outer);
    for (const target of [outer, inner]) {
      const res = await move(`g${outer}`, target);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.parent_id).toEqual(['Группа не может входить в саму себя или в свою подгруппу']);
    }
    const put = await t.api('PUT', `/api/work_types_groups/${outer}`, admin, {
      work_types_group: { parent_id: inner },
    });
    expect(put.statusCode).toBe(422);
    const row = await t.db
      .selectFrom('work_types_groups')
      .select('parent_id')
      .where('id', '=', outer)
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBeNull();
  });

  it('refuses an unknown node, group or a bad target with a 4xx', async () => {
    expect((await move('x1', outer)).json().errors.node).toBeDefined();
    expect((await move(`w${workType}`, 999999)).json().errors.group_id).toEqual(['Группа №999999 не найдена']);
    expect((await move(`w${workType}`, 'один')).statusCode).toBe(422);
    expect((await move('w999999', outer)).statusCode).toBe(404);
  });

  // Issue 23 item 12: 'siblings cannot be reordered'.
  it('places a node before a sibling of its kind, or last, and numbers the siblings in that order', async () => {
    const make = async (name: string) =>
      (await t.api('POST', '/api/work_types', admin, { work_type: { name, work_types_group_id: inner } })).json()
        .id as number;
    const [a, b, c] = [await make('Порядок А'), await make('Порядок Б'), await make('Порядок В')];
    const place = (node: number, before: unknown) =>
      t.api('POST', '/api/work_types/move', admin, { move: { node: `w${node}`, group_id: inner, before } });
    const order = (res: { json(): { nodes: Node[] } }) =>
      (find(res.json().nodes, `g${inner}`)?.node.children ?? [])
        .filter((n) => n.kind === 'work_type')
        .map((n) => n.record_id as number);
    let res = await place(c, `w${a}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(order(res).filter((id) => [a, b, c].includes(id))).toEqual([c, a, b]);
    res = await place(c, null);
    expect(order(res).filter((id) => [a, b, c].includes(id))).toEqual([a, b, c]);
    // From another group straight before a sibling: the move and the place in one call.
    const outside = await make('Порядок Г');
    await t.api('POST', '/api/work_types/move', admin, { move: { node: `w${outside}`, group_id: outer } });
    res = await place(outside, `w${b}`);
    expect(order(res).filter((id) => [a, b, c, outside].includes(id))).toEqual([a, outside, b, c]);
    const positions = await t.db
      .selectFrom('work_types')
      .select(['id', 'position'])
      .where('work_types_group_id', '=', inner)
      .orderBy('position')
      .execute();
    expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i + 1));
  });

  it('refuses to place a node before one of another kind, another group or a bad id', async () => {
    const res = await t.api('POST', '/api/work_types/move', admin, {
      move: { node: `w${workType}`, group_id: inner, before: `g${outer}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.before).toEqual(['Поставить можно только перед узлом того же вида в той же группе']);
    const bad = await t.api('POST', '/api/work_types/move', admin, {
      move: { node: `w${workType}`, group_id: inner, before: 'первый' },
    });
    expect(bad.json().errors.before).toBeDefined();
  });
});

interface Part {
  filename: string;
  data: Buffer;
}
function form(...parts: Part[]) {
  const boundary = `----crm${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (instrument: number, part: Part, id = workType) => {
  const body = form(part);
  return t.app.inject({
    method: 'POST',
    url: `/api/work_types/${id}/image/${instrument}`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
};

describe('GET /api/work_types/{id} and the picture per instrument type', () => {
  it('answers the instrument types, in the work type’s order, with no picture yet', async () => {
    const res = await t.api('GET', `/api/work_types/${workType}`, logist);
    expect(res.json().instrument_types.map((i: { id: number; image: null }) => [i.id, i.image])).toEqual(
      instruments.map((id) => [id, null]),
    );
    expect(res.json().instrument_types[0].name).toBeTruthy();
  });

  it('stores a picture by its content and serves it; a new one replaces the old', async () => {
    const res = await upload(instruments[1], { filename: 'photo.gif', data: samplePng });
    expect(res.statusCode, res.body).toBe(200);
    const url = `/api/files/work_types/${workType}-${instruments[1]}.png`;
    expect(res.json().instrument_types[1].image).toBe(url);
    const read = await t.api('GET', `/api/work_types/${workType}`, logist);
    expect(read.json().instrument_types.map((i: { image: string | null }) => i.image)).toEqual([null, url]);
    const file = await t.api('GET', url, logist);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(samplePng)).toBe(true);
    const webp = await upload(instruments[1], { filename: 'x.png', data: sampleWebp });
    expect(webp.json().instrument_types[1].image).toMatch(/\.webp$/);
    expect((await t.api('GET', url, logist)).statusCode).toBe(404);
  });

  it('refuses a file that is not a picture, an instrument the work type lacks and a missing work type', async () => {
    const pdf = await upload(instruments[0], { filename: 'photo.png', data: samplePdf });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file).toEqual(['Нужна картинка PNG, JPEG, WebP или SVG']);
    const lacking = await upload(999999, { filename: 'a.png', data: samplePng });
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json().errors.instrument_type_id[0]).toMatch(/не указан у этого типа работ/);
    expect((await upload(instruments[0], { filename: 'a.png', data: samplePng }, 999999)).statusCode).toBe(404);
  });
});

describe('no input makes a 5xx (property)', () => {
  it('POST /api/work_types/move', async () => {
    const odd = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }),
      fc.constantFrom('g1', 'w48', 'g999999999', 'w0', 2147483648, -1, 1.5),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ move: fc.record({ node: odd, group_id: odd }, { requiredKeys: [] }) }), odd),
        async (payload) => {
          const res = await t.api('POST', '/api/work_types/move', admin, payload);
          expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});
