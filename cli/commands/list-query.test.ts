import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { exitCodes } from '../cli-error.ts';
import { listQuery } from './list-query.ts';

// Issue 9, item 11: 'unknown filter or sort fields are usage errors (exit 2, as documented)'.
describe('listQuery', () => {
  const def = resources.contractors;

  it('passes known filter and sort fields through', () => {
    expect(listQuery(def, { filter: 'id=1,2;name=А', sort: 'created_at', order: 'desc' })).toEqual({
      filter: { id: ['1', '2'], name: ['А'] },
      search: undefined,
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('refuses an unknown sort field with exit 2 and a suggestion', () => {
    expect(() => listQuery(def, { sort: 'nmae' })).toThrow(
      expect.objectContaining({ exitCode: exitCodes.usage, message: expect.stringMatching(/«nmae».*Возможно: name/) }),
    );
  });

  it('refuses a field that exists but cannot be filtered or sorted', () => {
    expect(() => listQuery(def, { filter: 'comment=x' })).toThrow(/Отбирать по полю «comment» нельзя: это поле/);
    expect(() => listQuery(def, { sort: 'work_condition_ids' })).toThrow(/Сортировать по полю «work_condition_ids»/);
    expect(() => listQuery(def, { filter: 'stauts=1' })).toThrow(
      expect.objectContaining({ exitCode: exitCodes.usage }),
    );
  });
});
