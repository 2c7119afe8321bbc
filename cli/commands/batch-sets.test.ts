import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { parseSets } from './batch.command.ts';

// Issue 8: an owner or an author is set by the server from the session, so the CLI never sends one.
describe('parseSets', () => {
  it('refuses to set an owner or an author in a batch', () => {
    expect(() => parseSets(resources.filters, ['user_id=5'])).toThrow('Поле «user_id» нельзя изменить пакетом');
    expect(() => parseSets(resources.transactions, ['user_id=5'])).toThrow('Поле «user_id» нельзя изменить пакетом');
  });

  it('accepts an ordinary writable field', () => {
    expect(parseSets(resources.filters, ['name=Мои'])).toEqual({ name: 'Мои' });
  });
});
