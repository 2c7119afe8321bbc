import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { f } from '../../core/resources/fields/f.ts';
import { fieldInputs } from './field-inputs.ts';
import {
  committedNumber,
  dateCharacters,
  numberLimits,
  pastedPhone,
  quarterHours,
  typedDate,
  typedNumber,
} from './input-values.ts';

afterEach(cleanup);

describe('input normalisation (spec section 5)', () => {
  it('strips non-digits while typing and clamps to min/max on blur', () => {
    const limits = numberLimits(f.int({ label: 'Оценка', min: 1, max: 5 }));
    expect(typedNumber('4a!', limits)).toBe('4');
    expect(committedNumber('9', limits)).toBe(5);
    expect(committedNumber('0', limits)).toBe(1);
    expect(committedNumber('', limits)).toBeNull();
  });

  it('keeps one decimal comma and snaps to the step', () => {
    const limits = numberLimits(f.decimal({ label: 'Часы', min: 0, scale: 2 }));
    expect(typedNumber('4.5.1', limits)).toBe('4,51');
    expect(committedNumber('4,567', limits)).toBe(4.57);
    expect(typedNumber('-3', limits)).toBe('3');
  });

  it('allows a minus only where the field may be negative', () => {
    expect(typedNumber('-150', numberLimits(f.money({ label: 'Сумма' })))).toBe('-150');
  });

  it('normalises pasted phones to begin with 7', () => {
    expect(pastedPhone('8 (916) 123-45-67')).toBe('79161234567');
    expect(pastedPhone('916 123 45 67')).toBe('79161234567');
    expect(pastedPhone('+7 916 123-45-67')).toBe('79161234567');
  });

  it('reads dd.MM.yyyy and offers quarter hours', () => {
    expect(typedDate('07.12.2026')).toBe('2026-12-07');
    expect(typedDate('31.02.2026')).toBeUndefined();
    expect(typedDate('')).toBeNull();
    // Issue 22 item 15: 'they land in «Дата», which accepts them («27.11.2026Альфа Дев»)'.
    expect(dateCharacters('27.11.2026Альфа Дев')).toBe('27.11.2026 ');
    expect(typedDate(dateCharacters('27.11.2026Альфа Дев'))).toBe('2026-11-27');
    expect(dateCharacters('01/12/2026 - 3.12')).toBe('01/12/2026 - 3.12');
    expect(quarterHours()).toHaveLength(96);
    expect(quarterHours().slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
  });
});

describe('inputs of the field-kind lookup', () => {
  it('the number input clamps on blur and hands a number on', () => {
    const onChange = vi.fn();
    const Input = fieldInputs.int;
    render(
      <Input
        id="n"
        ariaLabel="Оценка"
        field={f.int({ label: 'Оценка', min: 1, max: 5 })}
        value={null}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Оценка') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '7x' } });
    expect(input.value).toBe('7');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('the phone input normalises a pasted number', () => {
    const onChange = vi.fn();
    const Input = fieldInputs.text;
    render(
      <Input id="p" ariaLabel="Телефон" field={resources.individuals.fields.phone} value="" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Телефон');
    fireEvent.paste(input, { clipboardData: { getData: () => '8 916 123-45-67' } });
    expect(onChange).toHaveBeenCalledWith('79161234567');
  });

  it('the date input shows dd.MM.yyyy and sends yyyy-MM-dd', () => {
    const onChange = vi.fn();
    const Input = fieldInputs.date;
    render(<Input id="d" ariaLabel="Дата" field={f.date({ label: 'Дата' })} value="2026-12-07" onChange={onChange} />);
    const input = screen.getByLabelText('Дата') as HTMLInputElement;
    expect(input.value).toBe('07.12.2026');
    fireEvent.change(input, { target: { value: '08.12.2026' } });
    expect(onChange).toHaveBeenCalledWith('2026-12-08');
  });

  // Issue 22 item 15: 'they land in «Дата», which accepts them («27.11.2026Альфа Дев») … a date field refuses letters'.
  it('the date input refuses text with letters whole, keeps its value and says why', () => {
    const onChange = vi.fn();
    const Input = fieldInputs.date;
    render(<Input id="d" ariaLabel="Дата" field={f.date({ label: 'Дата' })} value="2026-11-27" onChange={onChange} />);
    const input = screen.getByLabelText('Дата') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '27.11.2026Альфа' } });
    expect(input.value).toBe('27.11.2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(texts.dateRefused);
    // The dashes a range is typed with are no letters.
    fireEvent.change(input, { target: { value: '28.11.2026 — ' } });
    expect(input.value).toBe('28.11.2026 — ');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the date picker starts the week on Monday', () => {
    const Input = fieldInputs.date;
    render(
      <Input id="d" ariaLabel="Дата" field={f.date({ label: 'Дата' })} value="2026-12-07" onChange={() => undefined} />,
    );
    fireEvent.click(screen.getByLabelText('Календарь'));
    const weekdays = [...document.querySelectorAll('.date-weekday')].map((e) => e.textContent);
    expect(weekdays[0]).toBe('пн');
    expect(weekdays[6]).toBe('вс');
  });

  it('the enum input offers option labels and returns the option value', () => {
    const onChange = vi.fn();
    const Input = fieldInputs.enum;
    render(
      <Input
        id="e"
        ariaLabel="Тип оплаты"
        field={resources.orders.fields.payment_type}
        value={1}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Тип оплаты') as HTMLSelectElement;
    expect(select.selectedOptions[0].textContent).toBe('Наличные');
    fireEvent.change(select, { target: { value: '1' } });
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
