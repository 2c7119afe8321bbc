import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pgliteOnly } from './postgres-pass.ts';

describe('the suites the PostgreSQL pass leaves to PGlite', () => {
  it('name existing suites, each with its reason', () => {
    for (const [file, why] of Object.entries(pgliteOnly)) {
      expect(existsSync(fileURLToPath(new URL(`./${file}`, import.meta.url))), file).toBe(true);
      expect(why.length, file).toBeGreaterThan(10);
    }
  });
});
