import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { gridTemplate } from './list-columns.ts';

describe('list column widths', () => {
  it('gives a cell format its own width where its text outgrows the kind’s column («1 ч 02 мин 05 с», «Не клиент»)', () => {
    expect(gridTemplate(resources.calls, ['link_duration', 'not_a_client', 'record_filename', 'outgoing'], false)).toBe(
      '64px 120px 90px 90px 56px',
    );
  });
});
