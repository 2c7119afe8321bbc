import { Link, useLocation } from 'wouter';
import { type NavGroup, navGroups } from '../../core/resources/define-resource.ts';
import { getResource } from '../../core/resources/index.ts';
import { useSession } from '../stores/session-store.ts';
import { allowed } from './permissions.ts';
import { routeTable } from './route-table.ts';

/** Routes grouped as navGroups; lists the user may not read are left out (the URL still answers). */
export function SideNav() {
  const [path] = useLocation();
  const me = useSession((s) => s.me);
  const visible = routeTable.filter(
    (r) => r.navPath && (!r.resource || allowed(me, getResource(r.resource)?.permissions.read ?? null)),
  );
  return (
    <nav className="side-nav" aria-label="Разделы">
      {(Object.keys(navGroups) as NavGroup[]).map((group) => {
        const items = visible.filter((r) => r.nav === group);
        if (!items.length) return null;
        const active = items.some((r) => r.navPath === path);
        return (
          <details key={group} open={active || group === 'orders'}>
            <summary>{navGroups[group]}</summary>
            <ul>
              {items.map((r) => (
                <li key={r.path}>
                  <Link href={r.navPath as string} aria-current={r.navPath === path ? 'page' : undefined}>
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
