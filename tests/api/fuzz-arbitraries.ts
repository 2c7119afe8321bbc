import fc from 'fast-check';
import { encodeFilter } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { isFilterable, type ScalarField } from '../../core/resources/fields/field-kinds.ts';
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

/**
 * Mostly valid, sometimes hostile: a request refused at its first odd part never reaches SQL, so a
 * request carries few parts and most of them are valid; the hostile ones then meet the query.
 */
const mostly = <T, U>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostile, weight: 1 });
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: arb, weight: 1 });

const validSample: Record<ScalarField['kind'], unknown[]> = {
  text: ['Тест', 'a'],
  int: [1, 5, '7', 2147483647, -2147483648],
  decimal: [1.5, '2,25', 0, '9999999999.99', 99.999],
  money: ['1234.50', 100, '1 234,50', '9999999999.99', '999999999999.99'],
  bool: [true, false],
  date: ['2026-11-21', '21.11.2026', '1900-01-01', '31.12.2100'],
  datetime: ['2026-11-21T10:00:00.000Z', '2100-12-31T23:59:59.999Z'],
  time: ['09:30', '00:00', '23:59'],
  enum: [],
  ref: [1, 2, 3, 2147483647],
  refs: [[1], [1, 2], [2147483647]],
  json: [{}, [], { a: 'я' }],
};

const samplesOf = (field: ScalarField) =>
  field.kind === 'enum' ? field.options.map((o) => o.value) : validSample[field.kind];

/** A filter value for a field: its valid samples and ranges of them, or anything odd. */
function filterValue(field: ScalarField | undefined) {
  const valid = fc.constantFrom(
    ...(field ? samplesOf(field) : [1]).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))),
  );
  return mostly(
    fc.oneof(
      valid,
      fc.tuple(valid, valid).map(([a, b]) => `${a}..${b}`),
      fc.constant('null'),
    ),
    fc.oneof(
      oddString,
      fc.tuple(oddString, oddString).map(([a, b]) => `${a}..${b}`),
    ),
  );
}

function filterArb(def: ResourceDef) {
  const entries = [
    ['id', undefined] as const,
    ...Object.entries(def.fields).flatMap(([k, f]) => (isFilterable(f) ? [[k, f as ScalarField] as const] : [])),
  ];
  const entry = fc
    .constantFrom(...entries)
    .chain(([key, field]) => fc.tuple(fc.constant(key), fc.array(filterValue(field), { minLength: 1, maxLength: 3 })));
  const wrongKey = fc.tuple(
    fc.constantFrom('no_such_field', '__proto__', ...Object.keys(def.fields)),
    fc.array(oddString, { minLength: 1, maxLength: 2 }),
  );
  return mostly(
    fc
      .uniqueArray(entry, { minLength: 1, maxLength: 2, selector: ([k]) => k })
      .map((es) => pct(encodeFilter(Object.fromEntries(es)))),
    fc.oneof(
      wrongKey.map(([k, v]) => pct(encodeFilter({ [k]: v }))),
      oddString.map(pct),
      rawQuery,
    ),
  );
}

/** One list request's query string: a few list parameters, mostly valid, some boundary or odd. */
export function listQueryArb(def: ResourceDef): fc.Arbitrary<string> {
  const sortable = sortableFields(def);
  const listable = listableFields(def);
  const param = (valid: fc.Arbitrary<string>) =>
    sometimes(mostly(valid.map(pct), fc.oneof(oddString.map(pct), rawQuery)));
  const from = (list: string[]) => fc.constantFrom(...(list.length ? list : ['id']));
  const dateFields = [
    'created_at',
    ...Object.entries(def.fields).flatMap(([k, f]) => (f.kind === 'date' || f.kind === 'datetime' ? [k] : [])),
  ];
  return fc
    .record({
      filter: fc.oneof({ arbitrary: filterArb(def), weight: 3 }, { arbitrary: fc.constant(undefined), weight: 1 }),
      sort: param(from(sortable)),
      order: param(fc.constantFrom('asc', 'desc')),
      page: param(fc.constantFrom('1', '2', '1000000', '1000001', ...edgeNumbers)),
      limit: param(fc.constantFrom('1', '500', '501', ...edgeNumbers)),
      group: param(from(sortable)),
      fields: param(fc.array(from(listable), { maxLength: 4 }).map((a) => a.join(','))),
      search: param(fc.oneof(oddString, fc.constantFrom('1', '2147483648', '1.5', 'Иван'))),
      year: param(fc.constantFrom('1900', '2026', '2100', '9999', '0', '10000')),
      month: param(fc.constantFrom('1', '12', '13', '0')),
      group_date: param(fc.constantFrom(...edgeDates)),
      group_date_field: param(from(dateFields)),
      locate: param(fc.constantFrom('1', '2', ...edgeNumbers)),
    })
    .map((params) =>
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${v}`)
        .join('&'),
    );
}

/** A JSON value nested deeper than jsonb or the write schema would take. */
const deepJson = fc.integer({ min: 30, max: 200 }).map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`));

/** Values no field should take, or that only just fit. */
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(...edgeInts, { 'a\u0000': 1 }, { toString: 0, valueOf: 0 }),
  oddString,
  fc.jsonValue({ maxDepth: 2 }),
  deepJson,
  fc.array(oddString, { maxLength: 3 }),
);

/** Valid samples for a few fields, then one or two fields (or none) given a hostile value. */
function scalarsArb(fields: Record<string, ScalarField>): fc.Arbitrary<Record<string, unknown>> {
  const writable = Object.entries(fields).filter(([, f]) => !f.readOnly);
  if (!writable.length) return fc.constant({});
  const valid = fc.record(Object.fromEntries(writable.map(([k, f]) => [k, fc.constantFrom(...samplesOf(f), null)])), {
    requiredKeys: writable.filter(([, f]) => f.required).map(([k]) => k),
  });
  const hostile = fc.array(fc.tuple(fc.constantFrom(...writable.map(([k]) => k)), hostileValue), { maxLength: 2 });
  return fc.tuple(valid, hostile).map(([v, h]) => ({ ...v, ...Object.fromEntries(h) }));
}

/** A write payload (the object under the root key) for a resource, nested rows included. */
export function writePayloadArb(def: ResourceDef): fc.Arbitrary<unknown> {
  const scalars: Record<string, ScalarField> = {};
  const nested: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'nested') scalars[key] = field;
    else {
      const rowId = sometimes(fc.constantFrom<unknown>(1, 2147483648, -1, 'x', 1.5, { toString: 0 }));
      const row = fc.tuple(scalarsArb(field.fields), rowId).map(([r, id]) => (id === undefined ? r : { ...r, id }));
      nested[key] = mostly(fc.array(row, { maxLength: 3 }), oddString);
    }
  }
  const body = fc.tuple(scalarsArb(scalars), fc.record(nested, { requiredKeys: [] })).map(([a, b]) => ({ ...a, ...b }));
  return fc.oneof({ arbitrary: body, weight: 8 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 });
}

/** Record ids as they may appear in a URL: real, zero, past int4, negative, not a number. */
export const idArb = fc.oneof(
  fc.constantFrom('0', '1', '-1', '2147483648', '99999999999', '1.5', 'abc'),
  oddString.map(pct),
);
