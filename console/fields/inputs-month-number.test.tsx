import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { fieldInputs } from './field-inputs.ts';

afterEach(cleanup);

// Issue 23 item 2: '«Карта действует до» asks for «Месяц и год» but `05.2027` typed into an empty
// field saves null, and `06.2028` typed over a saved date reverts, both without an error.'
/** An input kept by a parent, as a form keeps it; every value it hands on is `seen`. */
function Controlled({
  kind,
  field,
  label,
  initial,
  seen,
}: {
  kind: 'date' | 'int';
  field: (typeof resources.individuals.fields)['card_active_until' | 'height'];
  label: string;
  initial: unknown;
  seen: (v: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  const Input = fieldInputs[kind];
  return (
    <Input
      id="x"
      ariaLabel={label}
      field={field}
      value={value}
      onChange={(v) => {
        seen(v);
        setValue(v);
      }}
    />
  );
}

const Month = ({ initial, seen }: { initial: unknown; seen: (v: unknown) => void }) => (
  <Controlled
    kind="date"
    field={resources.individuals.fields.card_active_until}
    label="Карта действует до"
    initial={initial}
    seen={seen}
  />
);

// The worker's «Рост, см»: min 100, max 250.
const Height = ({ initial, seen }: { initial: number | null; seen: (v: unknown) => void }) => (
  <Controlled kind="int" field={resources.individuals.fields.height} label="Рост" initial={initial} seen={seen} />
);

describe('the month input (card active-until)', () => {
  const input = () => screen.getByLabelText('Карта действует до') as HTMLInputElement;

  it('keeps 05.2027 typed into an empty field as the end of May 2027', () => {
    const seen = vi.fn();
    render(<Month initial={null} seen={seen} />);
    fireEvent.change(input(), { target: { value: '05.2027' } });
    expect(seen).toHaveBeenLastCalledWith('2027-05-31');
    fireEvent.blur(input());
    expect(input().value).toBe('05.2027');
  });

  it('shows a saved month as mm.yyyy and keeps 06.2028 typed over it', () => {
    const seen = vi.fn();
    render(<Month initial="2027-05-31" seen={seen} />);
    expect(input().value).toBe('05.2027');
    fireEvent.change(input(), { target: { value: '06.2028' } });
    fireEvent.blur(input());
    expect(seen).toHaveBeenLastCalledWith('2028-06-30');
    expect(input().value).toBe('06.2028');
  });

  it('says what is wrong and keeps the text, never dropping or reverting it', () => {
    const seen = vi.fn();
    render(<Month initial="2027-05-31" seen={seen} />);
    fireEvent.change(input(), { target: { value: '13.2027' } });
    fireEvent.blur(input());
    expect(input().value).toBe('13.2027');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(texts.invalidMonth);
    // The form keeps the text, so a save sends it and the server refuses it by name.
    expect(seen).toHaveBeenLastCalledWith('13.2027');
  });
});

// Issue 23 item 11: 'number fields ignore ↑/↓ («Рост» 120 stays 120; spec: min, max, step 1, clamped)'.
describe('the number input and the arrow keys', () => {
  it('steps by one with ↑ and ↓ and stops at min and max', () => {
    const seen = vi.fn();
    render(<Height initial={120} seen={seen} />);
    const el = screen.getByLabelText('Рост') as HTMLInputElement;
    fireEvent.keyDown(el, { key: 'ArrowUp' });
    expect(el.value).toBe('121');
    expect(seen).toHaveBeenLastCalledWith(121);
    fireEvent.keyDown(el, { key: 'ArrowDown' });
    fireEvent.keyDown(el, { key: 'ArrowDown' });
    expect(el.value).toBe('119');
    fireEvent.change(el, { target: { value: '250' } });
    fireEvent.keyDown(el, { key: 'ArrowUp' });
    expect(el.value).toBe('250');
  });

  it('starts an empty input at min', () => {
    const seen = vi.fn();
    render(<Height initial={null} seen={seen} />);
    fireEvent.keyDown(screen.getByLabelText('Рост'), { key: 'ArrowUp' });
    expect(seen).toHaveBeenLastCalledWith(100);
  });
});
