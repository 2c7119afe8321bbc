import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { differenceInYears } from 'date-fns/differenceInYears';
import { toDate } from '../format.ts';

// Russian labels decided in DESIGN.md section 8 for the spec's English status names.
export const workerStatusLabels = {
  1: 'Новичок',
  2: 'Надёжный',
  3: 'Полунадёжный',
  4: 'Отказник',
  5: 'Подработка',
  6: 'Штрафник',
  7: 'Не работает',
} as const;

export type WorkerStatus = keyof typeof workerStatusLabels;

/** Spec: '7 Not working (hidden from the default filter)'. */
export const DEFAULT_WORKER_STATUSES: readonly WorkerStatus[] = [1, 2, 3, 4, 5, 6];

// Spec: 'Relation types 1 own, 2 third party'. The Russian words are ours: the spec has none.
export const relationTypeLabels = {
  1: 'Свой',
  2: 'Сторонний',
} as const;

export const BEGINNER_DAYS = 30;

/**
 * Spec: 'A worker counts as a beginner if applied less than 30 days ago', in calendar days so the
 * hour of the check does not matter. No applied date means we cannot tell: not a beginner.
 */
export function isBeginner(applied_date: string | Date | null, today: string | Date): boolean {
  if (!applied_date) return false;
  return differenceInCalendarDays(toDate(today), toDate(applied_date)) < BEGINNER_DAYS;
}

/** Spec: 'Passport type ids 6 and 7 are highlighted red in lists' (patent, residence permit). */
export const HIGHLIGHTED_PASSPORT_TYPES: readonly number[] = [6, 7];

export function isPassportHighlighted(passport_type_id: number | null): boolean {
  return passport_type_id !== null && HIGHLIGHTED_PASSPORT_TYPES.includes(passport_type_id);
}

/** Spec 01 §3 'age' beside birth_date: full years on `today`; no birth date, no age. */
export function ageOn(birth_date: string | Date | null, today: string | Date): number | null {
  if (!birth_date) return null;
  return differenceInYears(toDate(today), toDate(birth_date));
}
