import { accountStatusLabels } from '../rules/account-status.rule.ts';
import { actStatusLabels } from '../rules/act-status.rule.ts';
import { sleepStatusLabels } from '../rules/contractor-sleep.rule.ts';
import { invoiceStatusLabels } from '../rules/invoice-status.rule.ts';
import { ORDER_STATUSES } from '../rules/order-status.rule.ts';
import { relationTypeLabels, workerStatusLabels } from '../rules/worker.rule.ts';
import { LEDGER_OPERATIONS } from '../ledger/ledger-catalogue.ts';
import { companyTypesNames, units } from '../shared-meta.ts';
import type { EnumOption } from './fields/field-kinds.ts';

// Enumerations shared by several resources. Labels from the spec or DESIGN.md section 8; where a
// rule already names the values, the options are derived from it so the two cannot disagree.

/** {1: 'Новичок', …} → [{value: 1, label: 'Новичок'}, …] */
function fromLabels(labels: Record<number, string>): readonly EnumOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
}

export const paymentTypeOptions: readonly EnumOption[] = [
  { value: 1, label: 'Наличные' },
  { value: 2, label: 'Безналичные' },
  { value: 3, label: 'Карта' },
  { value: 4, label: 'Онлайн' },
];

export const orderStatusOptions: readonly EnumOption[] = ORDER_STATUSES;

export const workerStatusOptions = fromLabels(workerStatusLabels);

export const relationTypeOptions = fromLabels(relationTypeLabels);

export const sleepStatusOptions = fromLabels(sleepStatusLabels);

export const paymentMethodOptions: readonly EnumOption[] = [
  { value: 1, label: 'Стандарт' },
  { value: 2, label: 'Карта' },
  { value: 3, label: 'Физлицо' },
];

export const invoiceStatusOptions = fromLabels(invoiceStatusLabels);

export const actStatusOptions = fromLabels(actStatusLabels);

export const accountStatusOptions = fromLabels(accountStatusLabels);

export const taskStatusOptions: readonly EnumOption[] = [
  { value: 1, label: 'Открыта' },
  { value: 2, label: 'Решена' },
  { value: 3, label: 'Закрыта' },
];

export const suitCheckTypeOptions: readonly EnumOption[] = [
  { value: 1, label: 'Полная форма' },
  { value: 0, label: 'Частичная' },
  { value: -5, label: 'Нет формы' },
];

/** Issue 21: what a refusal was (docs/decisions.md «Issue 21: refusals»); kind 1 is written by the order save. */
export const refusalKindOptions: readonly EnumOption[] = [
  { value: 1, label: 'Снят после подтверждения' },
  { value: 2, label: 'Отказался от заказа' },
  { value: 3, label: 'Не вышел на заказ' },
];

/** Spec 02 /individual_occupation 'work kinds gruz, sbor, takel'. */
export const occupationKindOptions: readonly EnumOption[] = [
  { value: 'gruz', label: 'Грузчики' },
  { value: 'sbor', label: 'Сборщики' },
  { value: 'takel', label: 'Такелажники' },
];

/** The refusers' lists (spec 02 'Refusers move between today, week and month lists'). */
export const refusePeriodOptions: readonly EnumOption[] = [
  { value: 'today', label: 'Сегодня' },
  { value: 'week', label: 'За неделю' },
  { value: 'month', label: 'За месяц' },
];

export const transactionOwnerTypeOptions: readonly EnumOption[] = [
  { value: 'Individual', label: 'Работник' },
  { value: 'Our_Individual', label: 'Свой работник' },
  { value: 'Theirs_Individual', label: 'Сторонний работник' },
  { value: 'User', label: 'Менеджер' },
  { value: 'Contractor', label: 'Контрагент' },
];

/** The ledger's operation catalogue (core/ledger/ledger-catalogue.ts) as the transactions' operation_id. */
export const ledgerOperationOptions: readonly EnumOption[] = LEDGER_OPERATIONS;

export const calcItemTypeOptions: readonly EnumOption[] = [
  { value: 'furniture', label: 'Мебель' },
  { value: 'box', label: 'Коробка' },
];

/** Spec 02: an account's 'company_type (a name taken from shared metadata)'; contractors carry the same. */
export const companyTypeOptions = fromLabels(companyTypesNames);

/** Spec 02: a calculator prop's 'unit (from shared metadata units)'; the label is the unit itself. */
export const calcUnitOptions: readonly EnumOption[] = units.map((u) => ({ value: u, label: u }));

/** A calculator vehicle is priced per hour of the job or per trip. */
export const calcVehiclePriceUnitOptions: readonly EnumOption[] = [
  { value: 'hour', label: 'час' },
  { value: 'trip', label: 'рейс' },
];

export const equipmentActionOptions: readonly EnumOption[] = [
  { value: 1, label: 'Выдано' },
  { value: 2, label: 'Возвращено' },
  // Actions 3 and 4 move the item's default amount (spec 01 'Equipment log'); see server/actions/equipment.
  { value: 3, label: 'Выдано по норме' },
  { value: 4, label: 'Замена изношенного' },
];

/** The individuals list filter `docs=...`, behind the document alerts of the left column (issue 11 item 4). */
export const documentAlertOptions: readonly EnumOption[] = [
  { value: 'unapproved', label: 'Сканы не проверены' },
  { value: 'expiring', label: 'Документ скоро истекает' },
  { value: 'expired', label: 'Документ истёк' },
];

export const equipmentTypeOptions: readonly EnumOption[] = [
  { value: 'instrument', label: 'Инструмент' },
  { value: 'clothing', label: 'Одежда' },
  { value: 'accessory', label: 'Доп. принадлежность' },
];

export const ratingFormOptions: readonly EnumOption[] = [
  { value: 1, label: 'Звонок' },
  { value: 2, label: 'SMS' },
  { value: 3, label: 'Мессенджер' },
  { value: 4, label: 'E-mail' },
];

export const userActivityActionOptions: readonly EnumOption[] = [
  { value: 1, label: 'Открытие страницы' },
  { value: 2, label: 'Создание' },
  { value: 3, label: 'Изменение' },
  { value: 4, label: 'Удаление' },
];
