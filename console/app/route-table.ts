import type { ComponentType } from 'react';
import type { NavGroup } from '../../core/resources/define-resource.ts';
import { getResource, type ResourceName, resources } from '../../core/resources/index.ts';

/** Loads a screen's component on first visit, so heavy screens stay out of the initial bundle. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * One entry per route of spec section 2 (both documents). A route shows the generic list of a
 * registry resource, a screen of its own where the spec describes more than the pattern, or says
 * plainly that its screen is not built yet.
 */
export interface RouteEntry {
  /** wouter pattern, e.g. /calls/:id. */
  path: string;
  title: string;
  nav: NavGroup;
  resource?: ResourceName;
  /** Link of the side navigation when the path has parameters; absent = not in the navigation. */
  navPath?: string;
  screen?: ScreenLoader;
}

function list(name: ResourceName, path = `/${name}`): RouteEntry {
  const def = resources[name];
  return { path, title: def.title, nav: def.nav, resource: name, navPath: path };
}

/** `navPath` null: reachable by URL only (a path with parameters and no default). */
function soon(path: string, title: string, nav: NavGroup, navPath: string | null = path): RouteEntry {
  return { path, title, nav, navPath: navPath ?? undefined };
}

function screen(path: string, title: string, nav: NavGroup, load: ScreenLoader): RouteEntry {
  return { path, title, nav, navPath: path, screen: load };
}

const declared: RouteEntry[] = [
  list('orders'),
  list('individuals'),
  list('contractors'),
  list('brigades'),
  list('messages'),
  list('calls'),
  soon('/calls/:id', 'Звонок', 'orders', null),
  list('free_orders'),
  soon('/documents', 'Документы', 'orders'),
  list('equipment_instrument_types'),
  list('equipment_clothing_types'),
  list('equipment_extract_accessories'),
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
  soon('/excerpts', 'Выписки', 'finance'),
  soon('/contractor_debts', 'Долги контрагентов', 'finance'),
  soon('/pay_today', 'Выплаты сегодня', 'finance'),
  list('commute_payments'),
  list('mkad_additional_payments'),
  list('ratings'),
  list('rating_rates'),
  soon('/refuses', 'Отказники', 'quality'),
  list('suit_checks'),
  list('quality_individuals'),
  soon('/user_efficiency', 'Эффективность менеджеров', 'quality'),
  list('honesty_types'),
  list('contractor_honesties'),
  screen('/schedule_day', 'Расписание на день', 'schedule', () =>
    import('../screens/schedule/ScheduleScreen.tsx').then((m) => m.ScheduleDay),
  ),
  screen('/schedule_week', 'Расписание на неделю', 'schedule', () =>
    import('../screens/schedule/ScheduleScreen.tsx').then((m) => m.ScheduleWeek),
  ),
  list('tasks'),
  soon('/month_statistics', 'Статистика по месяцам', 'stats'),
  soon('/everyday_statistics/:date_type', 'Ежедневная статистика', 'stats', '/everyday_statistics/updated_at'),
  soon('/driver_statistics', 'Статистика водителей', 'stats'),
  soon('/client_statistics', 'Статистика клиентов', 'stats'),
  soon('/individual_occupation', 'Занятость работников', 'stats'),
  list('users'),
  list('user_groups'),
  list('user_activities'),
  list('work_types'),
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
  soon('/location_logs', 'Карта работников', 'admin'),
  list('mass_mailings'),
  screen('/calc/browse', 'Калькулятор переезда', 'calc', () =>
    import('../screens/calc/CalcBrowse.tsx').then((m) => m.CalcBrowse),
  ),
  list('calc_categories', '/calc/categories'),
  list('calc_items', '/calc/items'),
  list('calc_props', '/calc/props'),
  list('calc_settings', '/calc/settings'),
  soon('/info/zoiper5', 'Настройка Zoiper 5', 'info'),
  soon('/info/merge_pdf', 'Объединение PDF', 'info'),
];

// Resources the spec lists no route for still get their generic list, so every registry entry is
// reachable (location_logs is the map placeholder above).
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
