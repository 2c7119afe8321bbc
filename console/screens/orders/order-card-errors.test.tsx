import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { FormSections } from '../../form/FormSections.tsx';
import { orderCardInputs } from './order-card-inputs.tsx';
import { cardSections } from './order-card-layout.ts';

// Issue 10 item 2: 'Validation errors from the server (e.g. 'Такой тип работ и инструмент уже есть у
// этого заказа') shown at the field/row.' Spec 01 §5: 'Server field errors appear under the field
// joined by '; ' and the field is marked invalid.'

// The reference inputs ask for the names they show (work type 48).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 48, name: 'Грузчик' }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const duplicate = 'Такой тип работ и инструмент уже есть у этого заказа';
const values = {
  start_date: '2031-03-14',
  status: 2,
  payment_type: 1,
  order_prices: [
    { _key: 'a', work_type_id: 48, workers_amount: 1 },
    { _key: 'b', work_type_id: 48, workers_amount: 1 },
  ],
  order_individuals: [{ _key: 'c', work_type_id: 48, individual_id: null }],
};

function renderForm2(errors: Record<string, string[]>) {
  const sections = cardSections(resources.orders, 2, false, false);
  render(
    <FormSections
      sections={sections}
      open={new Set(sections.map((s) => s.key))}
      values={values}
      errors={errors}
      readOnly={false}
      inputs={orderCardInputs}
      onToggle={() => undefined}
      onChange={() => undefined}
    />,
  );
}

describe('server errors on the order card', () => {
  it('shows an error of the price lines as a whole under the table', () => {
    renderForm2({ order_prices: [duplicate] });
    expect(
      screen.getByText(duplicate).closest('.field-row.invalid')?.querySelector('#field-order_prices'),
    ).toBeTruthy();
  });

  it('shows an error about one row under that row, and a cell error under its cell', () => {
    renderForm2({
      'order_prices[1]': [duplicate],
      'order_individuals[0].individual_id': ['не выбран работник'],
    });
    const rowNote = screen.getByText(duplicate).closest('tr.row-note');
    expect(rowNote?.previousElementSibling?.querySelector('#field-order_prices-1-work_type_id')).toBeTruthy();
    const cell = screen.getByText('не выбран работник').closest('td');
    expect(cell?.querySelector('#field-order_individuals-0-individual_id')?.getAttribute('aria-invalid')).toBe('true');
  });
});
