import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { formatCell } from './field-cells.ts';

// Spec 02 §9: 'Mass mailing body preview 30 characters … Text truncation default 50 characters.'
describe('text previews in list cells', () => {
  const long = 'Уважаемые клиенты! С 1 декабря меняются тарифы на погрузку и переезды.';

  it('cuts a mailing body at 30 characters', () => {
    const cell = formatCell(long, resources.mass_mailings.fields.body);
    expect(Array.from(cell)).toHaveLength(30);
    expect(cell).toBe('Уважаемые клиенты! С 1 декабр…');
  });

  it('cuts other texts at 50 and leaves short ones whole', () => {
    expect(Array.from(formatCell(long, resources.mass_mailings.fields.subject))).toHaveLength(50);
    expect(formatCell('Новые тарифы', resources.mass_mailings.fields.body)).toBe('Новые тарифы');
  });
});
