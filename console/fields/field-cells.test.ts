import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { formatCell } from './field-cells.ts';

// Spec 02 §9: 'Mass mailing body preview 30 characters … Text truncation default 50 characters.'
// Issue 23 items 7 and 11: 30 and 50 characters are shown, then «…» (they were 29 and 49).
describe('text previews in list cells', () => {
  const long = 'Уважаемые клиенты! С 1 декабря меняются тарифы на погрузку и переезды.';

  it('shows 30 characters of a mailing body, then «…»', () => {
    const cell = formatCell(long, resources.mass_mailings.fields.body);
    expect(cell).toBe('Уважаемые клиенты! С 1 декабря…');
    expect(Array.from(cell.slice(0, -1))).toHaveLength(30);
  });

  it('shows 50 characters of other texts and leaves short ones whole', () => {
    // The 50th character is a space, left out before the «…».
    expect(formatCell(long, resources.mass_mailings.fields.subject)).toBe(
      'Уважаемые клиенты! С 1 декабря меняются тарифы на…',
    );
    expect(formatCell(`${'б'.repeat(60)}`, resources.mass_mailings.fields.subject)).toBe(`${'б'.repeat(50)}…`);
    expect(formatCell('Новые тарифы', resources.mass_mailings.fields.body)).toBe('Новые тарифы');
  });
});
