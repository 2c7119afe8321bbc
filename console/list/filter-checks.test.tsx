import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { FilterField } from './FilterField.tsx';
import { filterRows } from './filter-rows.ts';

// Spec 02 §2 '/accounts: List accounts; filter by status with checkboxes'.
afterEach(cleanup);

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
