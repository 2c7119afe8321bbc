import type { EnumOption } from './fields/field-kinds.ts';

// Enumerations shared by several resources. Labels from the spec or DESIGN.md section 8.

export const paymentTypeOptions: readonly EnumOption[] = [
  { value: 1, label: 'Наличные' },
  { value: 2, label: 'Безналичные' },
  { value: 3, label: 'Карта' },
  { value: 4, label: 'Онлайн' },
];

export const orderStatusOptions: readonly EnumOption[] = [
  { value: 0, label: 'Необработан' },
  { value: 1, label: 'Предварительная заявка' },
  { value: 2, label: 'Сформирован' },
  { value: 2.1, label: 'Предварительно организован' },
  { value: 2.2, label: 'Ожидает подтверждения' },
  { value: 2.5, label: 'Организован' },
  { value: 3, label: 'Посчитан' },
];

export const workerStatusOptions: readonly EnumOption[] = [
  { value: 1, label: 'Новичок' },
  { value: 2, label: 'Надёжный' },
  { value: 3, label: 'Полунадёжный' },
  { value: 4, label: 'Отказник' },
  { value: 5, label: 'Подработка' },
  { value: 6, label: 'Штрафник' },
  { value: 7, label: 'Не работает' },
];

export const relationTypeOptions: readonly EnumOption[] = [
  { value: 1, label: 'Свой' },
  { value: 2, label: 'Сторонний' },
];

export const paymentMethodOptions: readonly EnumOption[] = [
  { value: 1, label: 'Стандарт' },
  { value: 2, label: 'Карта' },
  { value: 3, label: 'Физлицо' },
];

export const invoiceStatusOptions: readonly EnumOption[] = [
  { value: 1, label: 'Перевыставить' },
  { value: 2, label: 'Проставить оплату' },
  { value: 3, label: 'Оплачен' },
];

export const actStatusOptions: readonly EnumOption[] = [
  { value: 1, label: 'Не сходятся заказы' },
  { value: 2, label: 'Не сходятся счета' },
  { value: 3, label: 'Не сходятся оплаты' },
  { value: 4, label: 'Акт закрыт' },
];

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

export const transactionOwnerTypeOptions: readonly EnumOption[] = [
  { value: 'Individual', label: 'Работник' },
  { value: 'Our_Individual', label: 'Свой работник' },
  { value: 'Theirs_Individual', label: 'Сторонний работник' },
  { value: 'User', label: 'Менеджер' },
  { value: 'Contractor', label: 'Контрагент' },
];

export const calcItemTypeOptions: readonly EnumOption[] = [
  { value: 'furniture', label: 'Мебель' },
  { value: 'box', label: 'Коробка' },
];

/** A calculator vehicle is priced per hour of the job or per trip. */
export const calcVehiclePriceUnitOptions: readonly EnumOption[] = [
  { value: 'hour', label: 'час' },
  { value: 'trip', label: 'рейс' },
];

export const equipmentActionOptions: readonly EnumOption[] = [
  { value: 1, label: 'Выдано' },
  { value: 2, label: 'Возвращено' },
  { value: 3, label: 'Списано' },
  { value: 4, label: 'Инвентаризация' },
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
