import fc from 'fast-check';
import { encodeFilter } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ScalarField } from '../../core/resources/fields/field-kinds.ts';
import { listableFields, sortableFields } from '../../server/crud/list-params.ts';

// Arbitraries for the no-5xx property test (tests/api/fuzz-inputs.test.ts), derived from the
// registry: every field kind gets its valid samples, its boundary values (int4 edges, numeric
// precision, year 0 / 9999, 24:00) and odd text (U+0000, lone surrogates, very long strings).

const edgeNumbers = [
  '0',
  '-0',
  '1',
  '-1',
  '1.5',
  '1,5',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '9999999999.99',
  '10000000000',
  '1e5',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '1'.repeat(400),
  '0.0000001',
];
const edgeDates = [
  '2026-11-21',
  '21.11.2026',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '9999-12-31',
  '31.12.9999',
  '10000-01-01',
  '29.02.2025',
  '29.02.2024',
  '2026-13-01',
  '11.2026',
  '13.2026',
  '2026-02',
  '12.9999',
  '2026-11-21T25:00:00Z',
  '+275760-09-13T00:00:00.000Z',
];
const edgeTimes = ['00:00', '23:59', '24:00', '99:99', '9:30', '09:30:60', '-1:00', '12:5'];
const oddText = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '😀',
  '\u202e',
  '\ufeff',
  'null',
  '..',
  ',',
  ';',
  '=',
  '\\',
  '%',
  '_',
  "'",
  '"',
  '<script>',
  'x'.repeat(5000),
  'я'.repeat(3000),
];
const edgeInts = [0, -1, 1, 2147483647, 2147483648, -2147483649, 1e15, 1e308, -1e308, 0.5, 5e-324];

/** Any UTF-16 unit, lone surrogates and U+0000 included. */
const anyUnitText = fc.string({ unit: fc.nat(0xffff).map((n) => String.fromCharCode(n)), maxLength: 40 });

const edgeValue = fc.constantFrom(...edgeNumbers, ...edgeDates, ...edgeTimes, ...oddText);
export const oddString = fc.oneof(edgeValue, anyUnitText, fc.integer().map(String), fc.double().map(String));

/** Percent-encodes UTF-8 bytes: unlike encodeURIComponent it takes lone surrogates (as U+FFFD). */
export const pct = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Raw query text that no encoder produces: broken escapes and bytes that are not UTF-8. */
const rawQuery = fc.constantFrom('%', '%zz', '%FF', '%C0%80', '%ED%A0%80', '%00', '%E2%82');

const filterValue = fc.oneof(
  oddString,
  fc.tuple(oddString, oddString).map(([a, b]) => `${a}..${b}`),
  fc.constantFrom('null', '..', 'true', 'false'),
);

function filterArb(def: ResourceDef) {
  const keys = ['id', ...Object.keys(def.fields), 'no_such_field', '__proto__'];
  const entry = fc.tuple(fc.constantFrom(...keys), fc.array(filterValue, { minLength: 1, maxLength: 3 }));
  return fc.oneof(
    fc
      .uniqueArray(entry, { maxLength: 3, selector: ([k]) => k })
      .map((es) => pct(encodeFilter(Object.fromEntries(es)))),
    oddString.map(pct),
    rawQuery,
  );
}

/** One list request's query string: every list parameter, each absent, valid, boundary or odd. */
export function listQueryArb(def: ResourceDef): fc.Arbitrary<string> {
  const sortable = sortableFields(def);
  const listable = listableFields(def);
  const param = (arb: fc.Arbitrary<string>) => fc.option(fc.oneof(arb.map(pct), rawQuery), { nil: undefined });
  const fromList = (list: string[]) => (list.length ? fc.oneof(fc.constantFrom(...list), oddString) : oddString);
  return fc
    .record({
      filter: fc.option(filterArb(def), { nil: undefined }),
      sort: param(fromList(sortable)),
      order: param(fc.oneof(fc.constantFrom('asc', 'desc'), oddString)),
      page: param(fc.oneof(fc.constantFrom(...edgeNumbers), oddString)),
      limit: param(fc.oneof(fc.constantFrom('1', '500', '501', ...edgeNumbers), oddString)),
      group: param(fromList(sortable)),
      fields: param(fc.array(fromList(listable), { maxLength: 4 }).map((a) => a.join(','))),
      search: param(oddString),
      year: param(fc.oneof(fc.constantFrom('1900', '2026', '2100', '9999', '0', '10000'), oddString)),
      month: param(fc.oneof(fc.constantFrom('1', '12', '13', '0'), oddString)),
      group_date: param(fc.oneof(fc.constantFrom(...edgeDates), oddString)),
      group_date_field: param(fromList(['created_at', ...Object.keys(def.fields)])),
    })
    .map((params) =>
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${v}`)
        .join('&'),
    );
}

const validSample: Record<ScalarField['kind'], unknown[]> = {
  text: ['Тест', 'a'],
  int: [1, 5, '7'],
  decimal: [1.5, '2,25', 0],
  money: ['1234.50', 100, '1 234,50'],
  bool: [true, false],
  date: ['2026-11-21', '21.11.2026'],
  datetime: ['2026-11-21T10:00:00.000Z'],
  time: ['09:30'],
  enum: [],
  ref: [1, 2, 3],
  refs: [[1], [1, 2]],
  json: [{}, []],
};

/** A JSON value nested deeper than jsonb or the write schema would take. */
const deepJson = fc.integer({ min: 30, max: 200 }).map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`));

function fieldValue(field: ScalarField): fc.Arbitrary<unknown> {
  const valid = field.kind === 'enum' ? field.options.map((o) => o.value) : validSample[field.kind];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...valid, null), weight: 3 },
    { arbitrary: fc.constantFrom(...edgeInts), weight: 1 },
    { arbitrary: oddString, weight: 3 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
    {
      arbitrary: fc.oneof(
        deepJson,
        fc.constant({ 'a\u0000': 1 }),
        fc.constant({ toString: 0, valueOf: 0 }),
        fc.array(oddString, { maxLength: 3 }),
      ),
      weight: 1,
    },
  );
}

function scalarsArb(fields: Record<string, ScalarField>): fc.Arbitrary<Record<string, unknown>> {
  const writable = Object.entries(fields).filter(([, f]) => !f.readOnly);
  const model = Object.fromEntries(writable.map(([k, f]) => [k, fieldValue(f)]));
  return fc.record(model, { requiredKeys: [] });
}

/** A write payload (the object under the root key) for a resource, nested rows included. */
export function writePayloadArb(def: ResourceDef): fc.Arbitrary<unknown> {
  const scalars: Record<string, ScalarField> = {};
  const nested: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'nested') scalars[key] = field;
    else
      nested[key] = fc.oneof(
        fc
          .array(
            fc.tuple(
              scalarsArb(field.fields),
              fc.option(fc.constantFrom<unknown>(1, 2147483648, -1, 'x', 1.5, { toString: 0 }), { nil: undefined }),
            ),
            { maxLength: 3 },
          )
          .map((rows) => rows.map(([row, id]) => (id === undefined ? row : { ...row, id }))),
        oddString,
      );
  }
  const body = fc.tuple(scalarsArb(scalars), fc.record(nested, { requiredKeys: [] })).map(([a, b]) => ({ ...a, ...b }));
  return fc.oneof({ arbitrary: body, weight: 8 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 });
}

/** Record ids as they may appear in a URL: real, zero, past int4, negative, not a number. */
export const idArb = fc.oneof(
  fc.constantFrom('0', '1', '-1', '2147483648', '99999999999', '1.5', 'abc'),
  oddString.map(pct),
);
