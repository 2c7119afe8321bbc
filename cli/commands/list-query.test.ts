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

  // Issue 24 item 6: '`crm list accounts --filter status=1` exits 2 «нет такого поля» although the API
  // answers 21 unpaid accounts for that filter; computed filters and checkbox filters of the registry
  // must work in the CLI too'.
  it('takes the named list filters the console has (accounts’ status), by value or by label', () => {
    expect(listQuery(resources.accounts, { filter: 'status=1' }).filter).toEqual({ status: ['1'] });
    expect(listQuery(resources.accounts, { filter: 'status=Не оплачен,оплачен частично' }).filter).toEqual({
      status: ['1', '2'],
    });
    // Every named filter of every resource is a key the CLI accepts.
    for (const def of Object.values(resources))
      for (const [key, named] of Object.entries(def.listFilters ?? {}))
        expect(listQuery(def, { filter: `${key}=${named.options[0].value}` }).filter).toEqual({
          [key]: [String(named.options[0].value)],
        });
  });

  it('refuses a value that is none of the filter’s choices, naming them (exit 2)', () => {
    expect(() => listQuery(resources.accounts, { filter: 'status=9' })).toThrow(
      expect.objectContaining({
        exitCode: exitCodes.usage,
        message: 'Неверное значение «9» для «status»: 1 — Не оплачен, 2 — Оплачен частично, 3 — Оплачен',
      }),
    );
  });
});
