import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFilter, encodeFilter, type Filter, FilterSyntaxError } from './filter.ts';

// Spec: 'filter (form key=v1,v2;key2=...)'; DESIGN: 'with an escape for , ; = inside values, round-trip tested'.
describe('filter codec', () => {
  it.each<[string, Filter]>([
    ['', {}],
    ['status=2,2.1,2.5', { status: ['2', '2.1', '2.5'] }],
    ['status=1;user2_id=7', { status: ['1'], user2_id: ['7'] }],
    ['name=ООО Ромашка', { name: ['ООО Ромашка'] }],
    ['comment=', { comment: [''] }],
    ['a=x\\,y,z', { a: ['x,y', 'z'] }],
    ['a=1\\;b\\=2', { a: ['1;b=2'] }],
    ['path=C:\\\\temp', { path: ['C:\\temp'] }],
    ['k\\=ey=v', { 'k=ey': ['v'] }],
    ['date=21.11.2026,', { date: ['21.11.2026', ''] }],
    ['__proto__=x', Object.fromEntries([['__proto__', ['x']]])],
  ])('%j ↔ %j', (text, filter) => {
    expect(decodeFilter(text)).toEqual(filter);
    expect(encodeFilter(filter)).toBe(text);
  });

  it('reads an unescaped "=" after the first as part of the value', () => {
    expect(decodeFilter('a=b=c')).toEqual({ a: ['b=c'] });
  });

  it('leaves out keys with no values: they constrain nothing', () => {
    expect(encodeFilter({ status: [], search: ['x'] })).toBe('search=x');
  });

  it('refuses to encode an empty key', () => {
    expect(() => encodeFilter({ '': ['x'] })).toThrow(FilterSyntaxError);
  });

  it('decodes "__proto__" as a plain key, not a prototype', () => {
    const f = decodeFilter('__proto__=x');
    expect(Object.getPrototypeOf(f)).toBe(Object.prototype);
    expect(Object.keys(f)).toEqual(['__proto__']);
  });

  it.each([
    ['status', 'нет знака «=»', 'status'],
    ['a=1;status', 'нет знака «=»', 'status'],
    ['a=1;', 'нет знака «=»', ''],
    ['=1', 'пустой ключ', '=1'],
    ['a=1\\', 'обратная косая черта в конце', 'a=1\\'],
    ['a=\\n', 'неизвестное экранирование «\\n»', 'a=\\n'],
    ['a=1;a=2', 'ключ «a» повторяется', 'a=2'],
  ])('malformed %j throws FilterSyntaxError (%s)', (text, reason, part) => {
    const error = (() => {
      try {
        decodeFilter(text);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(FilterSyntaxError);
    expect((error as FilterSyntaxError).part).toBe(part);
    expect((error as FilterSyntaxError).message).toBe(`Неверный фильтр: ${reason} в «${part}»`);
  });
});

describe('filter codec round trip (property)', () => {
  // Units biased towards the characters that need escaping, plus Cyrillic and spaces.
  const unit = fc.oneof(
    fc.constantFrom(',', ';', '=', '\\', ' ', 'а', 'Ё', 'я', '.', '-'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  );
  const key = fc.string({ unit, minLength: 1, maxLength: 8 });
  const values = fc.array(fc.string({ unit, maxLength: 8 }), { minLength: 1, maxLength: 4 });
  const filter = fc.dictionary(key, values, { noNullPrototype: true, maxKeys: 5 });

  it('decodeFilter(encodeFilter(f)) equals f', () => {
    fc.assert(
      fc.property(filter, (f) => {
        expect(decodeFilter(encodeFilter(f))).toEqual(f);
      }),
    );
  });

  it('encodeFilter(decodeFilter(s)) equals s for every encoded s', () => {
    fc.assert(
      fc.property(filter, (f) => {
        const s = encodeFilter(f);
        expect(encodeFilter(decodeFilter(s))).toBe(s);
      }),
    );
  });

  it('any full-Unicode key and value survive', () => {
    const any = fc.string({ unit: 'binary', minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(any, any, (k, v) => {
        expect(decodeFilter(encodeFilter({ [k]: [v] }))).toEqual({ [k]: [v] });
      }),
    );
  });
});
