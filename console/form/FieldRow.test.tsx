import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { FieldRow } from './FieldRow.tsx';
import { SaveErrors } from './SaveErrors.tsx';

afterEach(cleanup);

describe('form error display', () => {
  it('shows the server errors under the field, joined by "; ", and marks the input invalid', () => {
    render(
      <FieldRow
        name="name"
        field={resources.territories.fields.name}
        value=""
        errors={{ name: ['не может быть пустым', 'уже существует'] }}
        disabled={false}
        onChange={() => undefined}
      />,
    );
    const input = screen.getByLabelText(/Название/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('не может быть пустым; уже существует');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('leaves a field without errors valid', () => {
    render(
      <FieldRow
        name="name"
        field={resources.territories.fields.name}
        value="x"
        errors={{ other: ['y'] }}
        disabled={false}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByLabelText(/Название/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows nested cell errors by their [index].field key', () => {
    render(
      <FieldRow
        name="prices"
        field={resources.contractors.fields.prices}
        value={[{ id: 1, work_type_id: null, _key: 'a' }]}
        errors={{ 'prices[0].work_type_id': ['не может быть пустым'] }}
        disabled={false}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('не может быть пустым')).toBeTruthy();
  });

  it("shows a saved filter's owner read-only: the server sets it from the session (issue 8)", () => {
    render(
      <FieldRow
        name="user_id"
        field={resources.filters.fields.user_id}
        value={null}
        errors={undefined}
        disabled={false}
        onChange={() => undefined}
      />,
    );
    expect((screen.getByLabelText(/Пользователь/) as HTMLInputElement).disabled).toBe(true);
  });

  it('lists the full messages under the save-failed heading', () => {
    render(
      <SaveErrors messages={['Название не может быть пустым', 'Цены, строка 1: Тип работ не может быть пустым']} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(texts.saveFailed);
    expect(alert.querySelectorAll('li')).toHaveLength(2);
  });
});
