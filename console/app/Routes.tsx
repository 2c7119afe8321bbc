import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { resources } from '../../core/resources/index.ts';
import type { RecordFormProps } from '../form/RecordForm.tsx';
import { ListScreen } from '../list/ListScreen.tsx';
import { NotAccess } from '../screens/NotAccess.tsx';
import { NotFound } from '../screens/NotFound.tsx';
import { useSession } from '../stores/session-store.ts';
import { routeAllowed } from './permissions.ts';
import { type RouteEntry, routeTable } from './route-table.ts';

// Built once per route, not per render: React.lazy must keep its identity to stay loaded.
const lazyScreens = new Map<string, ComponentType>(
  routeTable.flatMap((r) => {
    const load = r.screen;
    return load ? [[r.path, lazy(() => load().then((Screen) => ({ default: Screen })))] as const] : [];
  }),
);
const lazyForms = new Map<string, ComponentType<RecordFormProps>>(
  routeTable.flatMap((r) => {
    const load = r.form;
    return load ? [[r.path, lazy(() => load().then((Form) => ({ default: Form })))] as const] : [];
  }),
);

function RouteScreen({ entry }: { entry: RouteEntry }) {
  const me = useSession((s) => s.me);
  // A screen the user may not open is refused here as the server would refuse its data (issue 15).
  if (!routeAllowed(me, entry)) return <Redirect to="/not_access" replace />;
  const Screen = lazyScreens.get(entry.path);
  if (entry.resource && !Screen)
    return <ListScreen key={entry.resource} def={resources[entry.resource]} form={lazyForms.get(entry.path)} />;
  if (!Screen) return <Redirect to="/not_found" replace />;
  return (
    <Suspense fallback={<p className="screen-loading">Загрузка…</p>}>
      <Screen />
    </Suspense>
  );
}

/** Every route of the table: the generic list or a lazily loaded screen (which may wrap the list). */
export function Routes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/orders" replace />
      </Route>
      <Route path="/not_access">
        <NotAccess />
      </Route>
      <Route path="/not_found">
        <NotFound />
      </Route>
      {routeTable.map((r) => (
        <Route key={r.path} path={r.path}>
          <RouteScreen entry={r} />
        </Route>
      ))}
      <Route>
        <Redirect to="/not_found" replace />
      </Route>
    </Switch>
  );
}
