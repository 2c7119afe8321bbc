import { formatDate, ruMonths } from '../format.ts';
import { RATING_EDIT_DAYS } from '../rules/rating.rule.ts';

// The Russian texts of quality and statistics (issue 21) the spec does not quote; the spec's own
// («Пересчёт запущен. Дождитесь завершения») is texts.qualityRecalcStarted in core/texts.ts.
export const qualityTexts = {
  innocentNotOnOrder: (id: number) => `работник №${id} не назначен на этот заказ`,
  screenshotBadType: 'Нужна картинка PNG, JPEG или WebP',
  screenshotMissing: (id: number) => `У заказа №${id} нет скриншота оценки`,
  recalcTitle: (month: string) => `Пересчёт рейтингов: ${month}`,
  recalcDone: (month: string, workers: number) => `Пересчёт рейтингов за ${month} завершён: работников — ${workers}`,
  recalcFailed: 'Ошибка пересчёта рейтингов',
  recalcFilterBad: 'пересчитать можно по работнику (individual_id) или логисту (logist_user_id)',
  koefsSaved: 'Коэффициенты сохранены',
  koefsMissing: 'нужен весь список коэффициентов',
} as const;

/** Spec 01 §5 'Order rating can be edited only if rating_set_at is empty or was set less than 30 days ago'. */
export function ratingLockedText(setAt: string): string {
  return `оценку можно менять ${RATING_EDIT_DAYS} дней после того, как она поставлена; она поставлена ${formatDate(setAt.slice(0, 10))}`;
}

/** «ноябрь 2026» */
export function monthText(year: number, month: number): string {
  return `${ruMonths[month - 1].toLowerCase()} ${year}`;
}
