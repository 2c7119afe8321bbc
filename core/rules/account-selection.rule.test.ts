import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { accountSelectionError, type SelectableAccount, selectionErrors } from './account-selection.rule.ts';

// Spec 02 §5 'Selecting an account for sending needs a date and a number and the same contractor as
// the other selected accounts'; §8 'Контрагенты не совпадают. Нельзя выбрать этот счет';
// 'Нельзя выбрать этот счет: отсутствует дата или номер'.
const acc = (
  id: number,
  contractor_id: number,
  date: string | null = '2026-11-02',
  number: string | null = `С-${id}`,
) => ({ id, contractor_id, date, number }) satisfies SelectableAccount;

describe('account selection for sending', () => {
  it.each([
    ['the first account with date and number', acc(1, 7), [], null],
    ['an account of the same contractor', acc(2, 7), [acc(1, 7)], null],
    ['an account of another contractor', acc(2, 8), [acc(1, 7)], texts.accountContractorMismatch],
    ['an account without a date', acc(2, 7, null), [], texts.accountNoDateOrNumber],
    ['an account without a number', acc(2, 7, '2026-11-02', null), [], texts.accountNoDateOrNumber],
    ['a blank number', acc(2, 7, '2026-11-02', '  '), [], texts.accountNoDateOrNumber],
    ['no date beats another contractor', acc(2, 8, null), [acc(1, 7)], texts.accountNoDateOrNumber],
    ['the account itself already selected', acc(1, 7), [acc(1, 7)], null],
  ])('%s', (_, candidate, selected, expected) => {
    expect(accountSelectionError(candidate, selected)).toBe(expected);
  });

  it('reports every refused account of a whole selection against the first one', () => {
    expect(selectionErrors([acc(1, 7), acc(2, 8), acc(3, 7, null), acc(4, 7)])).toEqual([
      { id: 2, message: texts.accountContractorMismatch },
      { id: 3, message: texts.accountNoDateOrNumber },
    ]);
  });
});
