import { resources } from '../resources/index.ts';
import { unknownActivityPage } from '../texts.ts';

// Spec 02 'User activity: rows show user, page, action with count; unknown pages show
// 'Неизвестно -' followed by the uri'. One map from a path to the page's Russian name, read by the
// server (the activity list) and checked against the console's route table (route-table.test.ts).

/** Console screens that are no registry list, with the titles the route table gives them. */
const screenTitles: Record<string, string> = {
  '/excerpts': 'Выписки',
  '/contractor_debts': 'Долги контрагентов',
  '/pay_today': 'Выплаты сегодня',
  '/refuses': 'Отказники',
  '/user_efficiency': 'Эффективность менеджеров',
  '/schedule_day': 'Расписание на день',
  '/schedule_week': 'Расписание на неделю',
  '/month_statistics': 'Статистика по месяцам',
  '/everyday_statistics': 'Ежедневная статистика',
  '/driver_statistics': 'Статистика водителей',
  '/client_statistics': 'Статистика клиентов',
  '/individual_occupation': 'Занятость работников',
  '/work_types': 'Типы работ',
  '/work_types/list': 'Типы работ (список)',
  '/location_logs': 'Карта работников',
  '/calc/browse': 'Калькулятор переезда',
  '/calc/categories': resources.calc_categories.title,
  '/calc/items': resources.calc_items.title,
  '/calc/props': resources.calc_props.title,
  '/calc/settings': resources.calc_settings.title,
  '/info/zoiper5': 'Настройка Zoiper 5',
  '/info/merge_pdf': 'Объединение PDF',
  // The console's own pages (issue 23 item 8: «Неизвестно - /not_access»).
  '/not_access': 'Нет доступа',
  '/login': 'Вход',
};

const pageTitles = new Map<string, string>([
  ...Object.values(resources).map((def) => [`/${def.name}`, def.title] as const),
  ...Object.entries(screenTitles),
]);

/** The path of a page or API uri: no query, no hash, no /api prefix, no .json suffix. */
export function pagePath(uri: string): string {
  const path = uri
    .split(/[?#]/)[0]
    .replace(/\.json$/, '')
    .replace(/\/+$/, '');
  return path.startsWith('/api/') ? path.slice(4) : path;
}

/**
 * The page's name, its longest known leading part deciding (/orders/5/messages is «Заказы»), or
 * null when no part of the path is a page.
 */
export function knownPageName(uri: string): string | null {
  const parts = pagePath(uri).split('/');
  for (let n = parts.length; n > 1; n--) {
    const title = pageTitles.get(parts.slice(0, n).join('/'));
    if (title) return title;
  }
  return null;
}

/** The page's name, or 'Неизвестно - ' and the uri. */
export function pageName(uri: string): string {
  return knownPageName(uri) ?? unknownActivityPage(uri);
}
