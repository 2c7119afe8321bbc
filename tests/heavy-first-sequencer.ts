import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (measured in CI's clean-clone runs, slowest first). Vitest orders files
 * by the durations it cached on earlier runs, and a clean clone has none: it then runs the largest
 * files first, and a small file that runs for two minutes (the ledger's 20 writers × 500 operations)
 * started last and ran alone on one worker while the other had nothing left to do. A file missing
 * from this list only costs time, never a result.
 */
export const heavyFiles = [
  'tests/api/ledger-invariants.test.ts',
  'tests/api/server-stop.test.ts',
  'tests/api/idempotency-crash.test.ts',
  'tests/api/cli-pay-resume.test.ts',
  'tests/api/disk-full.test.ts',
  'server/db/seed/demo-seed.test.ts',
  'server/db/seed/large-ledger-seed.test.ts',
  'tests/api/cli-e2e.test.ts',
  'tests/api/field-visibility-edges.test.ts',
  'tests/api/resource-contract.test.ts',
  'tests/api/cli-help-examples.test.ts',
  'tests/e2e/reports.e2e.test.ts',
  'tests/e2e/merge-pdf.e2e.test.ts',
  'tests/e2e/dispatcher-day.e2e.test.ts',
  'tests/e2e/accessibility.e2e.test.ts',
  'tests/e2e/order-card.e2e.test.ts',
  'tests/e2e/dispatcher.e2e.test.ts',
  'tests/e2e/schedule.e2e.test.ts',
  'tests/e2e/slow-machine.e2e.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = heavyFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index < 0 ? heavyFiles.length : index;
};

/** Vitest's own order, except that a run without cached durations starts with the known heavy files. */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cached = files.some((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return cached ? sorted : sorted.sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * The `sequence` option of a config: heavy files first, unless the command line asks for a shuffled
 * order (`--sequence.shuffle.files`, how leaks between files are hunted), which a sequencer given
 * in the config would silently override.
 */
export const heavyFirstUnlessShuffled = () =>
  process.argv.some((arg) => arg.startsWith('--sequence.shuffle')) ? {} : { sequencer: HeavyFirstSequencer };
