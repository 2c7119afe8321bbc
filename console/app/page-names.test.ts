import { describe, expect, it } from 'vitest';
import { knownPageName, pageName } from '../../core/activity/page-names.ts';
import { routeTable } from './route-table.ts';

// Issue 14 item 5: the activity list names pages as the console does; 'Неизвестно -' plus the uri
// for an unknown page (spec 02 §9).
describe('page names of the activity log', () => {
  it.each(routeTable.filter((r) => r.navPath).map((r) => [r.navPath as string, r.title] as const))(
    '%s is «%s» as in the navigation',
    (path, title) => {
      expect(knownPageName(path)).toBe(title);
    },
  );

  it('names API uris and record pages by their list, and an unknown page with its uri', () => {
    expect(pageName('/api/orders/5/messages')).toBe('Заказы');
    expect(pageName('/orders?id=5')).toBe('Заказы');
    expect(pageName('/api/tasks/3/close')).toBe('Задачи');
    expect(pageName('/nowhere/at/all')).toBe('Неизвестно - /nowhere/at/all');
  });

  // Issue 23 item 8: 'the console's own `/not_access` reads «Неизвестно - /not_access»'.
  it('names the console’s own pages that are in no navigation', () => {
    expect(pageName('/not_access')).toBe('Нет доступа');
    expect(pageName('/login')).toBe('Вход');
  });
});
