import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { closeNames, findResource } from './find-resource.ts';

describe('findResource', () => {
  it('accepts the API name, a kebab-case name and the singular', () => {
    expect(findResource('work_types').name).toBe('work_types');
    expect(findResource('work-types').name).toBe('work_types');
    expect(findResource('contractor').name).toBe('contractors');
  });

  it('refuses an unknown name with exit code 2 and close names', () => {
    let error: unknown;
    try {
      findResource('kontractors');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(2);
    expect((error as CliError).message).toMatch(/Неизвестный ресурс «kontractors».*contractors/);
  });

  it('ranks substrings and small edits first', () => {
    expect(closeNames('order', ['orders', 'free_orders', 'users'])).toEqual(['free_orders', 'orders']);
    expect(closeNames('zzzzzz', ['orders'])).toEqual([]);
  });
});
