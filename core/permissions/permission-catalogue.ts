import { PERMISSION_KEYS, type PermissionKey } from '../rules/user-permissions.rule.ts';

/** Groups of the permission editor, in display order. */
export const permissionGroups = {
  orders: 'Заказы',
  documents: 'Документы',
  workers: 'Данные работников',
  finance: 'Финансы',
  stats: 'Статистика',
  left_column: 'Левая колонка',
} as const;
export type PermissionGroup = keyof typeof permissionGroups;

export interface PermissionInfo {
  key: PermissionKey;
  name: string;
  description: string;
  group: PermissionGroup;
}

/**
 * Every group flag the system knows (spec 01 §6, spec 02 §6; the spec shows no full catalogue, so
 * names and descriptions are ours). Keyed by PermissionKey: a flag added to PERMISSION_KEYS without
 * an entry here does not compile, and tests/api/permission-catalogue.test.ts fails when the server
 * checks a flag missing here or this lists one nothing checks.
 */
const catalogue: Record<PermissionKey, Omit<PermissionInfo, 'key'>> = {
  close_order: {
    name: 'Закрытие заказа с нулевой суммой',
    description: 'Закрыть заказ, итоговая сумма которого равна нулю',
    group: 'orders',
  },
  restore_status1: {
    name: 'Возврат заказа на вторую карточку',
    description: 'Вернуть закрытый заказ в статус 2 (PUT /api/orders/{id}/restore_status2)',
    group: 'orders',
  },
  documents_edit: {
    name: 'Правка одобренных документов',
    description: 'Менять свойства документа работника после его одобрения',
    group: 'documents',
  },
  transactions: {
    name: 'Операции',
    description: 'Операции, выписки, выплаты сегодня, долги контрагентов',
    group: 'finance',
  },
  transactions_delete: { name: 'Удаление операций', description: 'Удалять операции журнала', group: 'finance' },
  stats_month: { name: 'Статистика по месяцам', description: 'Экран «Статистика по месяцам»', group: 'stats' },
  stats_everyday: {
    name: 'Ежедневная статистика',
    description: 'Ежедневная статистика и доход от рекламы по дням',
    group: 'stats',
  },
  stats_calls: { name: 'Статистика звонков', description: 'Звонки по менеджерам за период', group: 'stats' },
  stats_efficiency: {
    name: 'Эффективность менеджеров',
    description: 'Экран «Эффективность менеджеров»',
    group: 'stats',
  },
  stats_driver: { name: 'Статистика водителей', description: 'Машины по годам и месяцам', group: 'stats' },
  stats_client: { name: 'Статистика клиентов', description: 'Клиенты по годам и месяцам', group: 'stats' },
  stats_individual_occupation: {
    name: 'Занятость работников',
    description: 'Занятость работников по часам',
    group: 'stats',
  },
  shared_revenue: { name: 'Выручка', description: 'Блок «Выручка» левой колонки', group: 'left_column' },
  shared_profit: { name: 'Прибыль', description: 'Блок «Прибыль» левой колонки', group: 'left_column' },
  shared_individual_docs: {
    name: 'Документы работников',
    description: 'Блок левой колонки: документы работников на проверке',
    group: 'left_column',
  },
  shared_doc_expiring: {
    name: 'Истекающие документы',
    description: 'Блок левой колонки: документы, срок которых скоро истекает',
    group: 'left_column',
  },
  shared_doc_expired: {
    name: 'Просроченные документы',
    description: 'Блок левой колонки: документы с истёкшим сроком',
    group: 'left_column',
  },
  shared_7_days_not_working: {
    name: 'Не работали 7 дней',
    description: 'Блок левой колонки: работники, не выходившие на заказы 7 дней',
    group: 'left_column',
  },
  shared_individual_noty: {
    name: 'Уведомления о работниках',
    description: 'Блок левой колонки: уведомления о работниках',
    group: 'left_column',
  },
  individual_phones: {
    name: 'Телефоны работников',
    description: 'Видеть телефоны работников целиком, искать и отбирать по ним (иначе «+7 ••• •••-59-56»)',
    group: 'workers',
  },
  individual_passports: {
    name: 'Паспорта работников',
    description: 'Видеть серию и номер паспорта работника целиком, искать и отбирать по ним (иначе «•••• 56»)',
    group: 'workers',
  },
  shared_orders_at_risk: {
    name: 'Заказы под угрозой',
    description: 'Блок левой колонки: заказы на завтра, на которые может выйти меньше работников, чем нужно',
    group: 'left_column',
  },
};

/** The catalogue in PERMISSION_KEYS order. */
export const permissionCatalogue: readonly PermissionInfo[] = PERMISSION_KEYS.map((key) => ({
  key,
  ...catalogue[key],
}));

/** Catalogue entries by group, in the editor's order; empty groups left out. */
export function catalogueByGroup(): { group: PermissionGroup; title: string; items: PermissionInfo[] }[] {
  return (Object.keys(permissionGroups) as PermissionGroup[])
    .map((group) => ({
      group,
      title: permissionGroups[group],
      items: permissionCatalogue.filter((p) => p.group === group),
    }))
    .filter((g) => g.items.length > 0);
}

export function isPermissionKey(key: string): key is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(key);
}
