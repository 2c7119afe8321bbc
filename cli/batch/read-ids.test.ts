import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIds } from './read-ids.ts';

describe('readIds', () => {
  it('takes arguments first, then a file, then stdin; duplicates run once', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ids-')), 'ids.txt');
    writeFileSync(file, '5\n6, 7;5\n');
    expect(readIds({ args: ['3', '1,2', '3'], fromFile: file })).toEqual(['3', '1', '2']);
    expect(readIds({ fromFile: file, stdin: () => '9' })).toEqual(['5', '6', '7']);
    expect(readIds({ stdin: () => '[\n  10,\n  011\n]'.replace(/[[\]]/g, '') })).toEqual(['10', '11']);
  });

  it('refuses junk and an empty list as usage errors', () => {
    expect(() => readIds({ args: ['1', 'abc'] })).toThrow('Неверный номер записи «abc» в аргументах');
    expect(() => readIds({ stdin: () => '  ' })).toThrow('Нет номеров записей');
    expect(() => readIds({})).toThrow('Не заданы номера записей');
  });
});
