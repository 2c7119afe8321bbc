import { addDays } from 'date-fns/addDays';
import { toDate } from '../format.ts';

/** Spec: 'Rating edit window: 30 days'. */
export const RATING_EDIT_DAYS = 30;

/**
 * Spec: 'Order rating editable only while rating_set_at is empty or was set less than 30 days
 * ago'. rating_set_at is a timestamp, so the window ends at the same clock time 30 days later.
 */
export function isRatingEditable(rating_set_at: string | Date | null, now: Date): boolean {
  if (!rating_set_at) return true;
  return now < addDays(toDate(rating_set_at), RATING_EDIT_DAYS);
}

/**
 * Spec: 'when all individuals of the order are chosen as innocent, the all-innocent flag is set'.
 * An order without individuals has nobody to be innocent: the flag stays off.
 */
export function allInnocent(individual_ids: readonly number[], innocent_individual_ids: readonly number[]): boolean {
  const innocent = new Set(innocent_individual_ids);
  return individual_ids.length > 0 && individual_ids.every((id) => innocent.has(id));
}

/**
 * Spec: "Share text of old workers: 100 is 'all', above 50 is 'more than half', above 0 is
 * 'someone was', otherwise 'nobody'", with the Russian words of DESIGN.md section 8.
 */
export function oldWorkersShareText(percent: number): string {
  if (percent >= 100) return 'все';
  if (percent > 50) return 'больше половины';
  if (percent > 0) return 'кто-то был';
  return 'никого';
}
