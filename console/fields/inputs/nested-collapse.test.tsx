import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { NestedInput } from './NestedInput.tsx';

afterEach(cleanup);

const phones = resources.individuals.fields.individual_phones;
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, phone: `7926000000${i}`, _key: `k${i}` }));

describe("spec 01 §9 'phone numbers shown 3 at a time with a toggle to show all'", () => {
  it('shows the first 3 stored rows and a toggle that shows the rest', () => {
    const { container } = render(
      <NestedInput
        id="field-individual_phones"
        name="individual_phones"
        field={phones}
        value={rows(5)}
        onChange={() => {}}
      />,
    );
    const visible = () =>
      [...container.querySelectorAll('tbody tr')].filter((tr) => !(tr as HTMLElement).hidden).length;
    expect(visible()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Показать все (5, скрыто 2)' }));
    expect(visible()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Свернуть' }));
    expect(visible()).toBe(3);
  });

  it('never hides a row with a server error or a new row, and has no toggle with 3 rows or fewer', () => {
    const { container } = render(
      <NestedInput
        id="field-individual_phones"
        name="individual_phones"
        field={phones}
        value={[...rows(4), { phone: '', _key: 'new' }]}
        errors={{ 'individual_phones[3].phone': ['не может быть пустым'] }}
        onChange={() => {}}
      />,
    );
    expect([...container.querySelectorAll('tbody tr')].filter((tr) => !(tr as HTMLElement).hidden)).toHaveLength(5);
    cleanup();
    render(<NestedInput id="x" name="individual_phones" field={phones} value={rows(3)} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: /Показать все/ })).toBeNull();
  });
});

// Issue 22 item 10: 'a contact found by phone opens its company with the contact hidden among the first three'.
describe('a row the address asks for (?focus=<field>:<id>)', () => {
  it('is shown past the first three, marked and focused', async () => {
    window.history.replaceState(null, '', '/contractors?id=1&focus=individual_phones%3A5');
    const { container } = render(
      <NestedInput
        id="field-individual_phones"
        name="individual_phones"
        field={phones}
        value={rows(5)}
        onChange={() => {}}
      />,
    );
    const fifth = container.querySelectorAll('tbody tr')[4] as HTMLElement;
    expect(fifth.hidden).toBe(false);
    expect(container.querySelectorAll('tbody tr')[3]).toHaveProperty('hidden', true);
    await waitFor(() => expect(fifth.contains(document.activeElement)).toBe(true));
    expect(fifth.classList.contains('focused-row')).toBe(true);
    window.history.replaceState(null, '', '/');
  });
});
