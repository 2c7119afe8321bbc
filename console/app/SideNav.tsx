import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { type NavGroup, navGroups } from '../../core/resources/define-resource.ts';
import { getResource } from '../../core/resources/index.ts';
import { useOpenTasks } from '../stores/open-tasks-store.ts';
import { useSession } from '../stores/session-store.ts';
import { routeAllowed } from './permissions.ts';
import { type RouteEntry, routeTable } from './route-table.ts';

/** The `g x` of a list whose resource declares a goKey (the cheat sheet lists the same keys). */
function goKeyOf(r: RouteEntry): string | undefined {
  const def = r.resource ? getResource(r.resource) : undefined;
  return def && 'goKey' in def && def.goKey && r.navPath === `/${def.name}` ? `g ${def.goKey}` : undefined;
}

/**
 * Routes grouped as navGroups; routes the user may not open are left out, and so is a group left
 * empty (a direct URL lands on /not_access, see Routes.tsx).
 * A group holding a `g x` target starts open and its link shows the keys, so every jump the cheat
 * sheet promises (g t: «Операции») is also in sight.
 */
export function SideNav() {
  const [path] = useLocation();
  const me = useSession((s) => s.me);
  const visible = routeTable.filter((r) => r.navPath && routeAllowed(me, r));
  const openTasks = useOpenTasks((s) => s.count);
  const refreshTasks = useOpenTasks((s) => s.refresh);
  // Counted again on every move to another screen (issue 14 item 3).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` is the trigger, not an input.
  useEffect(() => {
    if (me) void refreshTasks(me.id);
  }, [me, path, refreshTasks]);
  return (
    <nav className="side-nav" aria-label="Разделы">
      {(Object.keys(navGroups) as NavGroup[]).map((group) => {
        const items = visible.filter((r) => r.nav === group);
        if (!items.length) return null;
        const active = items.some((r) => r.navPath === path);
        const hasGoTarget = items.some((r) => goKeyOf(r));
        return (
          <details key={group} open={active || hasGoTarget || group === 'orders'}>
            <summary>{navGroups[group]}</summary>
            <ul>
              {items.map((r) => {
                const keys = goKeyOf(r);
                return (
                  <li key={r.path}>
                    <Link
                      href={r.navPath as string}
                      aria-current={r.navPath === path ? 'page' : undefined}
                      aria-keyshortcuts={keys}
                    >
                      {r.title}
                      {r.navPath === '/tasks' && openTasks ? (
                        <span className="nav-count" title={`Мои открытые задачи: ${openTasks}`}>
                          {openTasks}
                        </span>
                      ) : null}
                      {keys && <kbd className="nav-keys">{keys}</kbd>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
