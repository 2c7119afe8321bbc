import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import HeavyFirstSequencer, { heavyFiles } from './heavy-first-sequencer.ts';

const root = join(import.meta.dirname, '..');
const project = { name: 'api', config: { sequence: { groupOrder: 0 }, isolate: false } };
const spec = (file: string) => ({ moduleId: join(root, file), project, pool: 'forks' }) as unknown as TestSpecification;
const sequencer = (cached: Set<string>) =>
  new HeavyFirstSequencer({
    config: { root },
    cache: {
      getTestSpecificationResult: (s: TestSpecification) =>
        cached.has(s.moduleId) ? { duration: 1, failed: false } : undefined,
    },
  } as never);

const files = ['tests/api/crud.test.ts', 'tests/api/ledger-invariants.test.ts', 'tests/api/resource-contract.test.ts'];

describe('heavy files first on a clean clone', () => {
  it('puts the ledger invariants, a small file that runs for minutes, before larger quick files', async () => {
    const order = await sequencer(new Set()).sort(files.map(spec));
    expect(order.map((s) => s.moduleId.slice(root.length + 1))).toEqual([
      'tests/api/ledger-invariants.test.ts',
      'tests/api/resource-contract.test.ts',
      'tests/api/crud.test.ts',
    ]);
  });

  it('keeps the order of cached durations when Vitest has them', async () => {
    const order = await sequencer(new Set(files.map((f) => join(root, f)))).sort(files.map(spec));
    // All durations equal: Vitest's stable order, the listed heavy file not moved.
    expect(order.map((s) => s.moduleId.slice(root.length + 1))).toEqual(files);
  });

  it('names only files that exist', async () => {
    const { existsSync } = await import('node:fs');
    expect(heavyFiles.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
