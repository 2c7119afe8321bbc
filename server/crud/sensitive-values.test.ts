import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { mayHoldSensitive } from './sensitive-values.ts';

// Issue 25 / issue 20 item 4: a list route skips the reveal walk only when its rows cannot carry a
// sensitive value; a missed one would reach a reader who may see it whole as a masked text.
describe('mayHoldSensitive: which resources a list may skip the reveal walk for', () => {
  it('names a resource with a sensitive field of its own or of a nested row', () => {
    expect(mayHoldSensitive(resources.individuals)).toBe(true);
    // Only the nested phones are sensitive here: still walked.
    const { individual_phones } = resources.individuals.fields;
    expect(mayHoldSensitive({ ...resources.individuals, fields: { individual_phones } })).toBe(true);
  });

  it('lets the orders list skip it: nothing of an order is sensitive', () => {
    expect(mayHoldSensitive(resources.orders)).toBe(false);
  });
});
