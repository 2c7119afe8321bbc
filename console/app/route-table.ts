import type { ComponentType } from 'react';
import type { NavGroup } from '../../core/resources/define-resource.ts';
import { getResource, type ResourceName, resources } from '../../core/resources/index.ts';
import type { RecordFormProps } from '../form/RecordForm.tsx';

/** Loads a screen's component on first visit, so heavy screens stay out of the initial bundle. */
export type ScreenLoader = () => Promise<ComponentType>;

/** Loads the edit form a list opens instead of the generic RecordForm (same props). */
export type FormLoader = () => Promise<ComponentType<RecordFormProps>>;

/**
 * One entry per route of spec section 2 (both documents). A route shows the generic list of a
 * registry resource or a screen of its own where the spec describes more than the pattern.
 */
export interface RouteEntry {
  /**
   * wouter pattern, e.g. /calls/:id. A resource route with a `screen` shows that screen, which wraps
   * the resource's list with what the spec adds (the quality recalculation, the refusers' lists).
   */
  path: string;
  title: string;
  nav: NavGroup;
  resource?: ResourceName;
  /** Link of the side navigation when the path has parameters; absent = not in the navigation. */
  navPath?: string;
  screen?: ScreenLoader;
  /** A resource whose spec describes more than the pattern opens its own form from its list. */
  form?: FormLoader;
}

function list(name: ResourceName, path = `/${name}`, form?: FormLoader, screen?: ScreenLoader): RouteEntry {
  const def = resources[name];
  return {
    path,
    title: def.title,
    nav: def.nav,
    resource: name,
    navPath: path,
    ...(form ? { form } : {}),
    ...(screen ? { screen } : {}),
  };
}

function screen(path: string, title: string, nav: NavGroup, load: ScreenLoader): RouteEntry {
  return { path, title, nav, navPath: path, screen: load };
}

const declared: RouteEntry[] = [
  // Spec 01 §2 'Orders screen': the order card with its three forms (console/screens/orders).
  list('orders', '/orders', () => import('../screens/orders/OrderCard.tsx').then((m) => m.OrderCard)),
  list('individuals'),
  list('contractors'),
  list('brigades'),
  list('messages'),
  list('calls'),
  // Spec 02 §2: one call with a make-order button (reachable by URL and from the call pop-up).
  {
    path: '/calls/:id',
    title: 'Звонок',
    nav: 'orders',
    screen: () => import('../screens/calls/CallCard.tsx').then((m) => m.CallCard),
  },
  list('free_orders'),
  list('documents'),
  list('equipment_instrument_types'),
  list('equipment_clothing_types'),
  list('equipment_extract_accessories'),
  // Issue 23 item 14: the journal is read-only and says where issue and return are done.
  list('equipment_logs', '/equipment_logs', undefined, () =>
    import('../screens/equipment/EquipmentLogsScreen.tsx').then((m) => m.EquipmentLogsScreen),
  ),
  list('clothing_types'),
  list('appearances'),
  list('passport_types'),
  list('document_types'),
  list('document_packs'),
  list('invoices'),
  list('card_invoices'),
  list('accounts'),
  list('acts'),
  list('transactions'),
  // Issue 13 item 6: the three ledger reports (console/screens/reports).
  screen('/excerpts', 'Выписки', 'finance', () =>
    import('../screens/reports/ExcerptsScreen.tsx').then((m) => m.ExcerptsScreen),
  ),
  screen('/contractor_debts', 'Долги контрагентов', 'finance', () =>
    import('../screens/reports/ContractorDebtsScreen.tsx').then((m) => m.ContractorDebtsScreen),
  ),
  screen('/pay_today', 'Выплаты сегодня', 'finance', () =>
    import('../screens/reports/PayTodayScreen.tsx').then((m) => m.PayTodayScreen),
  ),
  list('commute_payments'),
  list('mkad_additional_payments'),
  // Issue 21: ratings with the coefficients, the refusers' lists, the quality recalculation.
  list('ratings', '/ratings', undefined, () =>
    import('../screens/quality/RatingsScreen.tsx').then((m) => m.RatingsScreen),
  ),
  list('rating_rates'),
  list('refuses', '/refuses', undefined, () =>
    import('../screens/quality/RefusesScreen.tsx').then((m) => m.RefusesScreen),
  ),
  list('individual_refusals'),
  list('suit_checks'),
  list('quality_individuals', '/quality_individuals', undefined, () =>
    import('../screens/quality/QualityScreen.tsx').then((m) => m.QualityScreen),
  ),
  screen('/user_efficiency', 'Эффективность менеджеров', 'quality', () =>
    import('../screens/statistics/UserEfficiencyScreen.tsx').then((m) => m.UserEfficiencyScreen),
  ),
  list('honesty_types'),
  list('contractor_honesties'),
  screen('/schedule_day', 'Расписание на день', 'schedule', () =>
    import('../screens/schedule/ScheduleScreen.tsx').then((m) => m.ScheduleDay),
  ),
  screen('/schedule_week', 'Расписание на неделю', 'schedule', () =>
    import('../screens/schedule/WeekBoard.tsx').then((m) => m.WeekBoard),
  ),
  list('tasks'),
  // Issue 21 item 5: the statistics screens, each a chunk of its own (console/screens/statistics).
  screen('/month_statistics', 'Статистика по месяцам', 'stats', () =>
    import('../screens/statistics/MonthStatisticsScreen.tsx').then((m) => m.MonthStatisticsScreen),
  ),
  {
    ...screen('/everyday_statistics/:date_type', 'Ежедневная статистика', 'stats', () =>
      import('../screens/statistics/EverydayStatisticsScreen.tsx').then((m) => m.EverydayStatisticsScreen),
    ),
    navPath: '/everyday_statistics/updated_at',
  },
  screen('/driver_statistics', 'Статистика водителей', 'stats', () =>
    import('../screens/statistics/DriverStatisticsScreen.tsx').then((m) => m.DriverStatisticsScreen),
  ),
  screen('/client_statistics', 'Статистика клиентов', 'stats', () =>
    import('../screens/statistics/ClientStatisticsScreen.tsx').then((m) => m.ClientStatisticsScreen),
  ),
  screen('/individual_occupation', 'Занятость работников', 'stats', () =>
    import('../screens/statistics/OccupationScreen.tsx').then((m) => m.OccupationScreen),
  ),
  list('users'),
  list('user_groups'),
  list('user_activities'),
  screen('/work_types', 'Типы работ', 'reference', () =>
    import('../screens/work-types/WorkTypesTree.tsx').then((m) => m.WorkTypesTree),
  ),
  // The generic list and form of work types (name, instruments): the tree above links its nodes here.
  { ...list('work_types', '/work_types/list'), title: 'Типы работ (список)' },
  list('contractor_types'),
  list('contractor_scopes'),
  list('streets'),
  list('metro_stations'),
  list('territories'),
  list('penalties'),
  list('v_cards'),
  list('work_shifts'),
  list('payment_conditions'),
  list('prepayment_conditions'),
  list('address_types'),
  list('work_conditions'),
  screen('/location_logs', 'Карта работников', 'admin', () =>
    import('../screens/location-map/LocationMap.tsx').then((m) => m.LocationMap),
  ),
  list('mass_mailings'),
  screen('/calc/browse', 'Калькулятор переезда', 'calc', () =>
    import('../screens/calc/CalcBrowse.tsx').then((m) => m.CalcBrowse),
  ),
  list('calc_categories', '/calc/categories'),
  list('calc_items', '/calc/items'),
  list('calc_props', '/calc/props'),
  list('calc_settings', '/calc/settings'),
  screen('/info/zoiper5', 'Настройка Zoiper 5', 'info', () =>
    import('../screens/info/Zoiper5Info.tsx').then((m) => m.Zoiper5Info),
  ),
  screen('/info/merge_pdf', 'Объединение PDF', 'info', () =>
    import('../screens/info/MergePdf.tsx').then((m) => m.MergePdf),
  ),
];

// Resources the spec lists no route for still get their generic list, so every registry entry is
// reachable (location_logs is the map above).
const covered = new Set([...declared.map((r) => r.resource), 'location_logs']);
const extra = (Object.keys(resources) as ResourceName[]).filter((n) => !covered.has(n)).map((n) => list(n));

export const routeTable: readonly RouteEntry[] = [...declared, ...extra];

/** The list route of a resource: where links such as /orders?id=1 point. */
export function resourcePath(name: string): string {
  return routeTable.find((r) => r.resource === name)?.path ?? `/${name}`;
}

export function resourceOfPath(path: string) {
  const entry = routeTable.find((r) => r.path === path && r.resource);
  return entry?.resource ? getResource(entry.resource) : undefined;
}
