import { describe, expect, it } from 'vitest';
import { documentState, requiredDocuments } from './document-expiry.rule.ts';

const today = '2026-03-10';

describe('documentState: the expiry rule of the document alerts and the order worker picker (issue 11 item 4)', () => {
  it.each([
    [[], true, 'missing'],
    [[null], true, 'ok'],
    [['2026-03-09'], false, 'ok'],
    [['2026-03-09'], true, 'expired'],
    [['2026-03-10'], true, 'expiring'],
    [['2026-04-09'], true, 'expiring'],
    [['2026-04-10'], true, 'ok'],
    [['2026-01-01', '2026-06-01'], true, 'ok'],
    [['2026-06-01', '2026-01-01'], true, 'ok'],
    [[null, '2026-01-01'], true, 'expired'],
  ] as const)('%j dated=%s → %s', (untils, dated, state) => {
    expect(documentState(untils, dated, today)).toBe(state);
  });
});

describe('requiredDocuments: important pack types plus the passport type’s own scans', () => {
  const pack = { document_type_ids: [1, 2, 4, 6], document_types_use_until: { '2': true, '6': true } };
  it('keeps important types, dated where the pack says', () => {
    expect(requiredDocuments(pack, new Set([1, 2]), null)).toEqual([
      { typeId: 1, dated: false },
      { typeId: 2, dated: true },
    ]);
  });
  // Spec 01 §2: 'passport-type-specific scans (passport type 6 patent, type 7 residence permit)'.
  it('adds the patent scans for passport type 6 and the permit for type 7, always dated', () => {
    expect(requiredDocuments(null, new Set(), 6).map((d) => [d.typeId, d.dated])).toEqual([
      [7, true],
      [8, true],
      [9, true],
    ]);
    expect(requiredDocuments(pack, new Set([1]), 7).map((d) => d.typeId)).toEqual([1, 12]);
  });
});
