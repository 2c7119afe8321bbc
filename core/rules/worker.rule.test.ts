import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  DEFAULT_WORKER_STATUSES,
  isBeginner,
  isPassportHighlighted,
  relationTypeLabels,
  workerStatusLabels,
} from './worker.rule.ts';

const design = readFileSync(new URL('../../../shared/DESIGN.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('isBeginner', () => {
  it.each([
    ['2026-11-01', '2026-11-21', true],
    ['2026-10-23', '2026-11-21', true],
    ['2026-10-22', '2026-11-21', false],
    ['2025-01-01', '2026-11-21', false],
    ['2026-11-21', '2026-11-21', true],
    [new Date(2026, 9, 22, 23, 59), new Date(2026, 10, 21, 0, 1), false],
    [null, '2026-11-21', false],
  ])(
    'spec "A worker counts as a beginner if applied less than 30 days ago": applied %j, today %j → %s',
    (applied, today, expected) => {
      expect(isBeginner(applied, today)).toBe(expected);
    },
  );
});

describe('isPassportHighlighted', () => {
  it.each([
    [6, true],
    [7, true],
    [1, false],
    [5, false],
    [null, false],
  ])('spec "Passport type ids 6 and 7 are highlighted red in lists": %j → %s', (id, expected) => {
    expect(isPassportHighlighted(id)).toBe(expected);
  });
});

describe('worker statuses', () => {
  it('labels match DESIGN.md "worker statuses 1 Новичок, 2 Надёжный, ... 7 Не работает"', () => {
    const line = Object.entries(workerStatusLabels)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    expect(design).toContain(`worker statuses ${line};`);
  });

  it('spec "7 Not working (hidden from the default filter)"', () => {
    expect(DEFAULT_WORKER_STATUSES).not.toContain(7);
    expect(DEFAULT_WORKER_STATUSES).toHaveLength(Object.keys(workerStatusLabels).length - 1);
  });
});

describe('relation types: spec "Relation types 1 own, 2 third party"', () => {
  it.each([
    [1, 'Свой'],
    [2, 'Сторонний'],
  ] as const)('%s → %s', (id, label) => {
    expect(relationTypeLabels[id]).toBe(label);
  });
});

describe('ageOn', () => {
  it.each([
    ['1990-03-12', '2026-03-11', 35],
    ['1990-03-12', '2026-03-12', 36],
    ['2008-11-23', '2026-11-23', 18],
    [null, '2026-11-23', null],
  ])('spec 01 §3 "birth_date, age": born %j, on %j → %j', (birth, today, expected) => {
    expect(ageOn(birth, today)).toBe(expected);
  });
});
