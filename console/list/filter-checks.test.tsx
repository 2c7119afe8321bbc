import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../core/resources/define-resource.ts';
import { f } from '../../core/resources/fields/f.ts';
import { resources } from '../../core/resources/index.ts';
import { FilterField } from './FilterField.tsx';
import { filterRows } from './filter-rows.ts';

// Spec 02 §2 /accounts 'filter by status with checkboxes': the registry's checkboxFilters draws one
// checkbox per option and filters by any of the ticked values.
afterEach(cleanup);

const statuses = [
  { value: 1, label: 'Не оплачен' },
  { value: 2, label: 'Частично оплачен' },
  { value: 3, label: 'Оплачен' },
];
const def = defineResource({
  name: 'checked_things',
  singular: 'checked_thing',
  table: 'checked_things',
  title: 'Проверка',
  titleField: 'id',
  nav: 'finance',
  fields: { status: f.enum(statuses, { label: 'Статус' }), kind: f.enum(statuses, { label: 'Вид' }) },
  checkboxFilters: ['status'],
  defaultSort: ['id', 'desc'],
});

describe('checkbox filters', () => {
  it('turns only the declared filters into checkboxes', () => {
    const rows = filterRows(def);
    expect(rows.find((r) => r.key === 'status')?.input).toBe('checks');
    expect(rows.find((r) => r.key === 'kind')?.input).toBe('enum');
  });

  it('ticks and unticks values, kept in the options’ order', () => {
    const row = filterRows(def).find((r) => r.key === 'status')!;
    const onChange = vi.fn();
    render(<FilterField row={row} filter={{ status: ['3'] }} onChange={onChange} />);
    expect((screen.getByLabelText('Оплачен') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Не оплачен'));
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
    fireEvent.click(screen.getByLabelText('Оплачен'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('refuses a checkbox filter that is no enum at definition time', () => {
    expect(() => defineResource({ ...def, name: 'bad_things', checkboxFilters: ['nope'] })).toThrow(
      /checkboxFilters nope/,
    );
    expect(() => defineResource({ ...def, name: 'bad_things', selection: { rule: 'nope' as never } })).toThrow(
      /selection rule nope/,
    );
  });
});

// Spec 02 §2 '/accounts: List accounts; filter by status with checkboxes'.
describe('a named list filter with checkboxes', () => {
  const row = filterRows(resources.accounts).find((r) => r.key === 'status');

  it("is a checkbox per status, several at once, in the options' order", () => {
    expect(row?.input).toBe('checks');
    const onChange = vi.fn();
    render(<FilterField row={row!} filter={{ status: ['3'] }} onChange={onChange} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.parentElement?.textContent?.trim())).toEqual([
      'Не оплачен',
      'Оплачен частично',
      'Оплачен',
    ]);
    expect((boxes[2] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(boxes[0]);
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
  });

  it('unticking the last one clears the key', () => {
    const onChange = vi.fn();
    render(<FilterField row={row!} filter={{ status: ['2'] }} onChange={onChange} />);
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("a named filter without the option stays one choice (individuals' documents)", () => {
    expect(filterRows(resources.individuals).find((r) => r.key === 'docs')?.input).toBe('enum');
  });
});
